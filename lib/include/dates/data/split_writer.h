// Train, valid and test splits written as one set: no source in two splits
// (write_disjoint_splits), and the three files replaced together, so that a killed writer never
// leaves a mix of two sets (write_split_set). The generators (date_generator.h,
// real_date_grammar.h) draw the lines.
#pragma once

#include <cstddef>
#include <functional>
#include <string>
#include <utility>
#include <vector>

namespace dates {

// Number of examples in each split.
struct SplitSizes {
  std::size_t train = 40000;
  std::size_t valid = 2000;
  std::size_t test = 5000;
};

// ---- A split set written as one unit ---------------------------------------------------------
//
// The splits of one `dates generate` are one set (no source in two of them), so they are
// replaced together:
//   DIR/.dates-splits          the manifest of the set in place: "dates-splits 1", "set <id>",
//                              then per file "<name> <bytes> <FNV-1a 64 hex>"; written last
//   DIR/.dates-splits.new.PID/ the new set being written (files and manifest, each flushed)
//   DIR/.dates-splits.commit/  the new set once complete: renaming the staging directory to this
//                              name is the commit point; its files are then renamed into DIR
//                              one by one, its manifest last, and it is removed
// A process killed before the commit point leaves the previous set untouched (the staging
// directory is removed by the next write); killed after it, the set is decided and the next
// write into DIR (or finish_interrupted_split_set) completes it before anything else, while
// readers refuse the half-moved files (refuse_unfinished_split_set). The manifest also says
// which files generate wrote: any other file in the way is refused unless overwriting.

// Writes `files` (name -> contents; plain names, no '/') into `directory` as one set, as above.
// Throws std::runtime_error naming the file when one of them is in the way as something other
// than a regular file (a symlink, a directory), or when a file cannot be written.
void write_split_set(const std::string& directory,
                     const std::vector<std::pair<std::string, std::string>>& files);

// Completes a set that a killed writer committed but did not finish moving into `directory`;
// does nothing when there is none.
void finish_interrupted_split_set(const std::string& directory);

// Throws std::runtime_error naming the file and `overwrite_flag` when one of `names` exists in
// `directory` but is not what the last split-set write there left (no manifest lists it, or its
// size or hash differ: written or edited by hand), so that it is replaced only when asked.
void refuse_unowned_split_files(const std::string& directory, const std::vector<std::string>& names,
                                const std::string& overwrite_flag);

// Throws std::runtime_error naming the directory when the data file `path` lies in a directory
// whose split set a killed writer left half moved (DIR/.dates-splits.commit exists).
void refuse_unfinished_split_set(const std::string& path);

// One drawn example: its source (the key that keeps splits disjoint) and its whole TSV line.
struct SplitLine {
  std::string source;
  std::string text;  // "source<TAB>...\n"
};

// The splitting of every generator's splits: `draw` is called for test, then valid, then train
// (so test has the generator's undisturbed distribution); a line whose source already belongs to
// another split is skipped, and duplicates within a split are kept (sampling with replacement).
// Throws std::invalid_argument naming `origin` ("date range A..B", "the real-world grammar"), the
// sizes and the split when 100000 draws in a row are all skipped. The three files are written as
// one set (write_split_set) once all are built. Returns the number of distinct sources in each
// split.
SplitSizes write_disjoint_splits(const std::string& directory, const SplitSizes& sizes,
                                 const std::function<SplitLine()>& draw, const std::string& origin);

}  // namespace dates
