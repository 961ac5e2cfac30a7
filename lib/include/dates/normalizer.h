// The library's stable entry point: read people's date strings as ISO 8601 with a trained model.
//
//   #include <dates/normalizer.h>
//
//   const auto normalizer = dates::Normalizer::load_default();  // or load("checkpoints/real")
//   dates::NormalizeOptions options;
//   options.order = "dmy";                      // 3/4/15 is 3 April (default "auto": the column)
//   for (const auto& result : normalizer.normalize({"3/4/15", "hello"}, options)) {
//     if (!result.error.empty()) std::cerr << result.error << "\n";
//     std::cout << result.output << "\t" << result.probability << "\n";
//   }
//
// This header needs only the C++17 standard library: the model (LibTorch) stays behind a
// pointer, so a program that uses only this header compiles without LibTorch's headers (it still
// links LibTorch: the installed dates::dates target and dates.pc bring it). It answers exactly
// as `dates translate` does for the same model, inputs and options: the same outputs,
// probabilities and marks (see `dates translate --format jsonl`).
//
// Marks, in the order they are listed (dates/decode/date_reader.h has the details):
//   low-confidence      the probability is below the threshold (NormalizeOptions::min_confidence)
//   ambiguous           the digits allow several dates; the convention chose (3/4/15)
//   unknown-characters  the input holds characters the model never learned
//   not-a-date          the output is not a real date (2015-02-30)
//   misread             the input writes a numeric date, yet the output is none of the dates
//                       its digits allow (the model misread a digit)
//   unknown-month       the input writes the output's month neither as a number nor by a
//                       month's name of a language the model was taught: it was guessed
//   cut-off             the output hit the maximum length
//   inconsistent        (order "auto") the digits exclude the batch's convention (12/25/2015
//                       in a day-first batch): read as the digits decide
//   incomplete          a partial date in EDTF: XXXX-09-25 (no year), 2003-09 (no day)
//   no-date             the output is empty: there was no date in the input
//   too-long, unreadable  the input was refused (Result::error says why; no output)
// The first seven are warnings: an output without any of them is one the model stands by.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace dates {

// How a batch is read. Every field has the default `dates translate` has.
struct NormalizeOptions {
  // How numeric dates the digits do not decide are read: "auto" (the inputs of one call are one
  // column: its rows whose digits decide vote, and the winner reads them all; the model's
  // default when none decides), "mdy" (3/4/15 is 2015-03-04), "dmy" (2015-04-03) or "ymd"
  // (2003-04-15); empty = the model's data.default_order (mdy). Only models trained with
  // data.order_control read other conventions; for the others anything but their default (or
  // auto) is an error.
  std::string order = "auto";
  // With order "auto": the convention of the column these inputs are a piece of, decided
  // beforehand from the whole column's votes (decide_column(), as `dates translate` reads a
  // file larger than one call); its rows are then read as translate reads them, those whose
  // digits exclude it marked inconsistent. Empty: the inputs of this call are the column.
  std::string column_order;
  // "datetime": the date-time as written (2003-09-25T10:36:28-02:00, see the README), the
  // default for a model that writes times; "date": the date part only, the default (and the
  // only choice) for a model trained on dates alone.
  std::string output;
  // Outputs below this probability are marked low-confidence; empty = the threshold the
  // checkpoint was calibrated with (`dates calibrate`), 0 when it never was.
  std::optional<double> min_confidence;
  int beam = 1;                 // beam width (1 .. 100); 1 = greedy decoding
  int nbest = 1;                // candidates kept per input, best first (1 .. beam)
  double length_penalty = 1.0;  // beam score = log p / length^this (0 = raw log-probability)
  bool constrain = false;       // only well-formed YYYY-MM-DD strings of real calendar dates
  // Worker threads that decode whole batches (1 .. 256). This sets LibTorch and OpenBLAS to one
  // thread each process-wide, as `dates translate --threads` does. (`dates` also restarts itself
  // with OPENBLAS_CORETYPE set where OpenBLAS chose slow kernels; a library cannot: set it in
  // the environment, see docs/library.md.)
  int threads = 1;
  int batch_size = 256;  // inputs decoded together (1 .. 65536)
  // Give guesses as read: low-confidence outputs whose month is written nowhere in the input
  // (unknown-month), or dates whose day is written nowhere, or whose year is written nowhere as a
  // date's. By default the first are withheld (output "", marked low-confidence, unknown-month
  // and no-date), the second cut to their month (YYYY-MM) and the third to their month and day
  // (XXXX-MM-DD, with the time), marked low-confidence and incomplete; the reading in
  // Result::withheld.
  bool keep_guesses = false;
};

// One candidate reading of an input.
struct Candidate {
  std::string output;  // ISO 8601 (EDTF for partial dates), maybe with time and offset; "" = none
  double probability = 0;          // of the whole output sequence
  std::vector<std::string> marks;  // the best's: every mark; the others': only low-confidence
};

// What one input reads as: the best candidate's output, probability and marks, and the
// candidates themselves (NormalizeOptions::nbest of them).
struct Result {
  std::string output;
  // The parts of `output`: its date (YYYY-MM-DD, XXXX-MM-DD, YYYY-MM or ""), its time
  // (hh:mm[:ss[.fraction]], 24-hour, or "") and its offset ("Z", "+hh:mm", "-hh:mm" or "").
  std::string date, time, offset;
  // A date written in another calendar: its name and its date as written ("persian 1393-12-12",
  // "japanese heisei 0027-03-03"); `date` is the Gregorian one. "" for a Gregorian date.
  std::string calendar;
  // The convention that read the date's numbers: "mdy", "dmy", "ymd", or "" when the date was
  // not read from numbers (`Sep 3 2015`, no date).
  std::string order;
  double probability = 0;
  std::vector<std::string> marks;
  std::vector<Candidate> nbest;  // best first; nbest[0] is output/probability/marks; empty
                                 // when refused
  // Empty when the input was read; else the sentence saying why it was refused (then `output`
  // is empty, `probability` 0 and `marks` holds "too-long" or "unreadable").
  std::string error;
  // The model's output when it was withheld or cut as a guess (NormalizeOptions::keep_guesses),
  // else "".
  std::string withheld;
  // Refused, or any warning mark (low-confidence, ambiguous, unknown-characters, not-a-date,
  // cut-off): an output to check by hand.
  bool has_warning() const;
};

// How the inputs of one call were read as a column (order "auto", models that read
// conventions).
struct ColumnSummary {
  std::string order;          // the convention that read them
  bool decided = false;       // some input's digits voted (else: the model's default)
  int64_t decided_by = 0;     // inputs whose digits fit it and not the runner-up
  int64_t inconsistent = 0;   // inputs whose digits exclude it
  int64_t read_by_order = 0;  // inputs whose digits allow several dates, read by it
  std::string text;           // "order dmy, decided by 812 rows, 3 inconsistent, 57 read by it"
};

// The votes of a column's rows for the reading conventions (order "auto"). A column read in
// pieces (one a process, one a Dask partition) is read as one: add the pieces' votes
// (Normalizer::column_votes), decide once (Normalizer::decide_column), and read every piece
// with NormalizeOptions::column_order set to the decision.
struct ColumnVotes {
  // 17 counts: rows, then rows and ambiguous rows by the set of conventions their digits fit.
  // Plain numbers, to carry between processes; add votes with +=, do not edit them.
  std::vector<int64_t> counts;
  ColumnVotes& operator+=(const ColumnVotes& other);
};

// A column's results with its repeats shared (Normalizer::normalize_distinct): one Result per
// distinct input, in the order each first appears, and for every input the index of its Result.
struct DistinctResults {
  std::vector<Result> distinct;
  std::vector<size_t> of_input;  // distinct[of_input[i]] is input i's Result
};

// A loaded model. Loading reads and checks the whole checkpoint; normalize() may then be called
// any number of times (from one thread at a time). Movable, not copyable. The model multiplies as
// `dates translate` does by default (--compute-type auto: int8 products on a CPU with AVX2 or
// AVX-512), so the two give the same answers.
class Normalizer {
 public:
  // `checkpoint` is a run directory (holding model.safetensors) or a model file. Throws
  // std::invalid_argument naming the file and what is wrong with it. `compute_type` is
  // translate's --compute-type: "auto", "float32" (the readings of LibTorch) or "int8".
  static Normalizer load(const std::string& checkpoint, const std::string& compute_type = "auto");
  // The model `dates translate` reads without --checkpoint: $DATES_MODEL, else the first
  // checkpoints/student holding a model in the working directory, beside the running executable
  // (../share/dates/checkpoints/student, ../../checkpoints/student), then `installed_model`. Its
  // default is where this library's package installed the model: the CMake package
  // (find_package(dates)) and dates.pc define DATES_INSTALLED_MODEL for their consumers.
  // `compute_type` as load's.
  static Normalizer load_default(const std::string& installed_model =
#ifdef DATES_INSTALLED_MODEL
                                     DATES_INSTALLED_MODEL
#else
                                     ""
#endif
                                 ,
                                 const std::string& compute_type = "auto");

  Normalizer(Normalizer&&) noexcept;
  Normalizer& operator=(Normalizer&&) noexcept;
  ~Normalizer();

  // One Result per input, in input order. Inputs the model cannot read come back refused (their
  // `error` set); bad options throw std::invalid_argument naming the option.
  // `column`, when given, is set to how the inputs were read as a column (its `order` the
  // convention asked for, when it was not auto).
  std::vector<Result> normalize(const std::vector<std::string>& inputs,
                                const NormalizeOptions& options = {},
                                ColumnSummary* column = nullptr) const;
  // The same reading as normalize, each distinct input read and converted once: a column with
  // repeats (a million rows of a thousand dates) costs its distinct inputs plus a lookup a row.
  // Every row still votes for the column's convention.
  DistinctResults normalize_distinct(const std::vector<std::string>& inputs,
                                     const NormalizeOptions& options = {},
                                     ColumnSummary* column = nullptr) const;
  // The votes of `inputs` as rows of a column (nothing is decoded).
  ColumnVotes column_votes(const std::vector<std::string>& inputs) const;
  // The convention a column with these votes is read by (ColumnSummary::order), and how it was
  // chosen; for a model that reads only its default, that default. Throws
  // std::invalid_argument when `votes` are not a column's votes.
  ColumnSummary decide_column(const ColumnVotes& votes) const;
  // One input (a name of its own: normalize({"3/4/15", "hello"}) would be ambiguous, as two
  // C strings also make one std::string).
  Result normalize_one(const std::string& input, const NormalizeOptions& options = {}) const;

  const std::string& model_file() const;     // the model.safetensors read
  double calibrated_min_confidence() const;  // the checkpoint's threshold (0: never calibrated)
  bool reads_orders() const;                 // trained with data.order_control

 private:
  struct Model;
  explicit Normalizer(std::unique_ptr<Model> model);
  std::unique_ptr<Model> model_;
};

// The library's version ("0.1.0").
const char* version();

}  // namespace dates
