// The one reader of users' date strings, below every front end (`translate`, `serve`, the
// facade, `eval` and `calibrate`): options checked once with one set of messages, the model's
// text normalisation, the reading convention, unknown characters, refusals, decoding, and the
// marks a user must not miss, as types.
//
// Marks, in the order they are listed:
//   low-confidence      the output's probability is below the reading's min_confidence
//   ambiguous           the numbers written allow several calendar dates and the output is
//                       one of them: the convention chose (`03/04/15`, `5.6.2012`; not
//                       `31/12/1999`, `2003-09-25`). Found in the string (numeric_dates.h), at
//                       no extra decode
//   unknown-characters  the input holds characters the model never learned; they were read as
//                       its unknown token
//   not-a-date          the output is none of the forms below (`2015-02-30`, `2015-13`)
//   misread             the input writes a numeric date and spells no month, yet the output's
//                       date is none of the dates its digits allow (`11. 12. 1992` read as
//                       1992-11-11): the model misread a digit
//   unknown-month       the output's month is written in the input neither as a number nor by
//                       a month's name of a language the model was taught (month_evidence.h):
//                       it was guessed (`3. maaliskuuta 2015`, Finnish, read as 2015-05-03)
//   cut-off             no end token before the maximum length
//   inconsistent        (order auto) the digits exclude the convention the column showed
//                       (`12/25/2015` in a day-first column): read as the digits decide
//   invalid-time        a time was written that cannot be (25:10, 10:61, 13:30 pm): the output
//                       is the date alone (date-time outputs only)
//   zone-unknown        a zone was written whose offset is not known (an abbreviation outside
//                       zone_abbreviations.h, an IANA name), or the model read a zone's letters
//                       that no word of the input is (time_evidence.h): the output has no offset
//   incomplete          the output is a partial date in EDTF: XXXX-MM-DD (no year), YYYY-MM
//   no-date             the output is empty: the model found no date in the input, or its
//                       reading was withheld (below)
// The first seven are warnings: an output with none of them is one the model stands by
// (the others describe what was read, they do not doubt it).
//
// A guess is withheld: a reading both low-confidence and unknown-month (the model doubts it, and
// the month it names is written nowhere in the input: `Vends vélo 120 €, servi 3 fois` read as
// XXXX-06-03, a Finnish date read with a month it never learnt) is given as no date, marked
// low-confidence, unknown-month and no-date; a low-confidence Gregorian date whose day is written
// nowhere (month_evidence.h's day_written: `Overzicht juli 2024` read as 2024-07-08, `März 2015,
// 14 Uhr` as 2015-03-04T14:00) is given as its month and year (2024-07, 2015-03: without its time,
// which a month and year cannot carry), marked low-confidence and incomplete; one
// whose year is written nowhere as a date's year (year_written: `5 dicembre dalle 8 alle 13` read
// as 2013-12-05) as its month and day with its time (XXXX-12-05), marked the same.
// The model's reading is kept in Reading::withheld (JSON's `withheld`).
// ReadingOptions::keep_guesses gives such readings as read.
//
// Seconds a clock's numbers show the input does not write are cut (time_evidence.h: `3시 30분`
// read as 15:30:30 is given as 15:30), and a zone's letters no word of the input is give no
// offset (`14:30 hs` read as Hawaii's hst; marked zone-unknown), in every candidate, whatever its
// probability.
//
// Order "auto" reads the texts of one call as one column (column_convention.h): the rows whose
// digits decide vote for the convention that reads them all.
//
// Outputs: a model trained on the real-world grammar writes the date-time as written; the
// reader gives it in canonical form (date_time_output.h): `2003-09-25T10:36:28-02:00`. With
// ReadingOptions::output "date" only the date part is given, with the marks of a date.
#pragma once

#include <cstdint>
#include <iosfwd>
#include <memory>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

#include "dates/data/column_convention.h"
#include "dates/data/numeric_dates.h"
#include "dates/data/reading_order.h"
#include "dates/decode/beam_translation.h"
#include "dates/decode/date_time_output.h"
#include "dates/decode/reading_model.h"

namespace dates {

class GreedyEnginePool;  // runtime/greedy_engine.h

struct DataConfig;
class ReadingCache;
class ColumnTally;

// What an output string is.
enum class OutputKind {
  kDate,       // a real calendar date YYYY-MM-DD
  kMonthDay,   // XXXX-MM-DD with a real month and day (29 February allowed)
  kYearMonth,  // YYYY-MM with a real month
  kNoDate,     // empty
  kMalformed,  // anything else
};
OutputKind classify_output(const std::string& output);

// The marks, in the order they are listed on an output.
enum class Mark {
  kLowConfidence,
  kAmbiguous,
  kUnknownCharacters,
  kNotADate,
  kMisread,
  kUnknownMonth,
  kCutOff,
  kInconsistent,
  kInvalidTime,
  kZoneUnknown,
  kIncomplete,
  kNoDate,
};
const char* to_string(Mark mark);  // "low-confidence", "ambiguous", ...
bool is_warning(Mark mark);        // the first seven
std::vector<std::string> mark_names(const std::vector<Mark>& marks);

// Why an input was not decoded.
enum class Refusal {
  kNone,        // read
  kEmpty,       // nothing left after the model's text normalisation
  kTooLong,     // more characters than the model's data.max_source_length (or the line bound)
  kUnreadable,  // characters the model cannot read (see DateReader::read)
};
const char* to_string(Refusal refusal);  // "", "empty", "too-long", "unreadable"
// The mark a refused input is shown with: "too-long", or "unreadable" (empty inputs too).
const char* refusal_mark(Refusal refusal);

// How a batch is to be read, as every front end takes it from its user. Checked by
// DateReader::settings(), which names the option in its errors.
struct ReadingOptions {
  // "mdy", "dmy" or "ymd"; "auto": the convention the texts of one call show as a column
  // (column_convention.h); empty: the model's data.default_order.
  std::string order;
  // "datetime" (the date-time as written), "date" (the date part only) or empty: datetime for a
  // model that writes times, date otherwise. A model that writes no time refuses "datetime".
  std::string output;
  std::optional<double> min_confidence;  // 0 .. 1; empty: the model's calibrated threshold
  int64_t beam = 1;                      // beam width 1 .. 100; 1 = greedy
  int64_t nbest = 1;                     // candidates per input, 1 .. beam
  double length_penalty = 1.0;           // 0 .. 10 (beam score = log p / length^this)
  bool constrain = false;                // only well-formed YYYY-MM-DD strings of real dates
  int64_t batch_size = 256;              // inputs decoded together, 1 .. 65536
  // Inputs whose unknown characters are more than this share of their characters are refused
  // (models trained with the unknown token); 0 .. 1.
  double max_unknown_fraction = 0.5;
  // Give a guess (low-confidence and unknown-month) as read instead of withholding it.
  bool keep_guesses = false;
};

// model_reading_order (data/reading_order.h) for a model's data config.
ReadingOrder model_reading_order(const DataConfig& data, const std::string& order,
                                 const std::string& model_name);

// ReadingOptions checked against a model, ready to read with.
struct ReadingSettings {
  // The convention asked for; with auto_order, the one a column reads by when no row decides
  // (the model's default).
  ReadingOrder order = ReadingOrder::kMdy;
  bool auto_order = false;
  bool date_only = true;  // output "date"
  double min_confidence = 0;
  BeamOptions beam;        // beam.constraint unused: see `constrain`
  bool constrain = false;  // only real calendar dates (LibTorch's decoding)
  int64_t batch_size = 256;
  double max_unknown_fraction = 0.5;
  bool keep_guesses = false;
  // Readings kept across calls (the service's, or one translate call's); not owned; null: none.
  // Identical inputs under the same settings and convention are then decoded once.
  ReadingCache* cache = nullptr;
};

// A reading withheld as a guess: the best candidate's text, parts, marks and convention as the
// model read them.
struct WithheldReading {
  std::string output;
  DateTimeOutput parts;
  std::vector<Mark> marks;
  std::optional<ReadingOrder> read_as;
};

// One input's reading.
struct Reading {
  std::string source;                       // the model's input, normalised (no control token)
  std::vector<BeamTranslation> candidates;  // best first; empty when refused
  std::vector<Mark> marks;                  // of the best candidate, in the listed order
  DateTimeOutput parts;  // the best candidate's output in parts (time and offset empty: date only)
  // The convention whose layout reads the input's numbers as the output's date (empty when the
  // output's date was not read from numbers: `Sep 3 2015`, no date).
  std::optional<ReadingOrder> read_as;
  Refusal refusal = Refusal::kNone;
  std::string refusal_detail;  // a sentence for the user (which character, how many unknown)
  int64_t unknown_characters = 0;
  double min_confidence = 0;  // the threshold the low-confidence mark was set with
  // The model's reading when it was withheld as a guess (then the best candidate's output is
  // empty, or the month of a date whose day was guessed; `parts` that output, `read_as` empty and
  // `marks` low-confidence, unknown-month and no-date, or low-confidence and incomplete, with
  // unknown-characters and cut-off when they were set).
  // (Shared and never changed: the copies of a repeated input's reading hold one; a pointer, so
  // that the readings of a large call stay small.)
  std::shared_ptr<const WithheldReading> withheld;
  // The output is a Gregorian date whose day the input writes nowhere.
  bool unwritten_day = false;
  // The output is a Gregorian date whose year the input writes nowhere as a date's year.
  bool unwritten_year = false;

  bool refused() const { return refusal != Refusal::kNone; }
  bool has_warning() const;  // refused, or any warning mark
  // The marks shown with candidate `rank`: the best carries `marks`, the others only their own
  // low-confidence.
  std::vector<Mark> candidate_marks(size_t rank) const;
  // Sets the low-confidence mark by `min_confidence` and then withholds a guess unless
  // `keep_guesses` (a reading withheld before is first restored): the service decodes requests
  // with different thresholds in one batch, and the cache keeps readings across thresholds.
  void judge(double min_confidence, bool keep_guesses);
};

// A refused reading for an input that was never held whole (translate's line bound).
Reading refused_reading(Refusal refusal, std::string detail);

class DateReader {
 public:
  // `model_name` names the model in errors (its file). Readings that need LibTorch (see
  // needs_libtorch) need model.libtorch.
  DateReader(ReadingModel model, std::string model_name);

  // `options` checked once for every front end: ranges, and the convention against the model
  // (a model without data.order_control reads only its default). Throws ReadingOptionError.
  ReadingSettings settings(const ReadingOptions& options) const;

  // Reads each text with settings.order, or with auto_order as one column: the texts vote
  // (added to `column` when given, so that a stream's pieces vote together; read its decide()
  // for the summary). A model not trained with unknown characters
  // (data.min_character_count 1) refuses any input holding one; a model trained with them reads
  // past them and refuses only inputs mostly unknown (settings.max_unknown_fraction).
  // Identical inputs (the same text after normalisation, under the same convention) are decoded
  // once and get the same reading.
  std::vector<Reading> read(const std::vector<std::string>& texts, const ReadingSettings& settings,
                            ColumnTally* column = nullptr) const;
  // The same with one convention per text (`orders` as long as `texts`; the service's batches
  // and data files with an order column). On a model without data.order_control every order
  // must be its default. With settings.auto_order the orders are columns' decisions: a text
  // whose digits exclude its order is marked inconsistent.
  std::vector<Reading> read(const std::vector<std::string>& texts,
                            const std::vector<ReadingOrder>& orders,
                            const ReadingSettings& settings) const;

  // What `text` says about its column's convention (its first numeric date), as read() sees it
  // after the model's normalisation; nothing for a text longer than the model reads (refused by
  // read(), and its numbers not examined: linear time and memory whatever its length).
  ConventionEvidence evidence(const std::string& text) const;
  // The evidence of each of `texts` (not null), on the workers when many.
  std::vector<ConventionEvidence> evidences(const std::vector<const std::string*>& texts) const;
  // Adds the evidence of each text (but those `skip` marks, when given: as long as `texts`) to
  // `column`; identical texts are examined once.
  void add_evidence(const std::vector<std::string>& texts, ColumnTally& column,
                    const std::vector<bool>* skip = nullptr) const;

  const ReadingModel& model() const { return model_; }
  // Whether reading with `settings` needs the model's LibTorch decoding: a beam, --constrain,
  // attention maps, or a model the runtime cannot run. `why` (when given) says which.
  bool needs_libtorch(const ReadingSettings& settings, std::string* why = nullptr) const;
  const std::string& model_name() const { return model_name_; }
  bool reads_orders() const;  // trained with data.order_control
  // Its outputs can hold a time: its target vocabulary has 'T' and ':' (the real-world grammar).
  bool writes_times() const;
  ReadingOrder default_order() const;
  double calibrated_min_confidence() const;
  // Where a decoded batch is reported, for a progress line (null: none). Not owned.
  std::ostream* progress = nullptr;
  bool keep_attention = false;  // fill each candidate's attention map (translate --attention)

 private:
  // read() of texts that are all different (under their conventions).
  std::vector<Reading> read_distinct(const std::vector<std::string>& texts,
                                     const std::vector<ReadingOrder>& orders,
                                     const ReadingSettings& settings) const;

  ReadingModel model_;
  std::string model_name_;
  // The runtime's engines, kept between reads (null without the runtime).
  std::shared_ptr<GreedyEnginePool> engines_;
};

// What `dates translate` prints for one input, newline-terminated: with nbest 1 the line
// "OUTPUT<TAB>PROBABILITY[<TAB>marks]"; above 1 a block of "RANK<TAB>OUTPUT<TAB>PROBABILITY
// [<TAB>marks]" lines and a blank line. A refused input is one empty output marked "too-long" or
// "unreadable", so the output keeps one line (or block) per input.
std::string output_lines(const Reading& reading, int64_t nbest);

// The same as one JSON object and a newline (translate --format jsonl, the service's results):
// {"input": the text as given, "output": the best candidate ("" when refused), "date", "time",
// "offset" (its parts: date_time_output.h; "" when absent), "calendar" (a date written in another
// calendar: its name and its date as written, "persian 1393-12-12"; "" for a Gregorian date, whose
// "date" is the converted one), "order" (Reading::read_as: the
// convention that read the numbers, "" when none did), "probability",
// "marks": [...] (a refusal's "too-long" or "unreadable" included), "nbest": [{"output",
// "probability", "marks"}, ...] best first, and "error": why the input was refused (only then)}.
// Safe for consumers that split on any line terminator: bytes that are not UTF-8 become U+FFFD,
// and U+2028, U+2029 and the C1 controls are written as \u escapes. A refused input is echoed
// only up to kMaxEchoedInputBytes bytes; then "input_bytes" gives its whole length.
std::string json_line(const Reading& reading, const std::string& input);
// `input_bytes`: the input's whole length when only a prefix of it was kept (`input`).
std::string json_line(const Reading& reading, const std::string& input, size_t input_bytes);
inline constexpr size_t kMaxEchoedInputBytes = 256;

}  // namespace dates
