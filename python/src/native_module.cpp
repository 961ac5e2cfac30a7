// dates._native: the facade (dates/normalizer.h) for Python, with pybind11. Plain Python types in
// and out (str, float, list); the package around it (python/dates/) adds pandas and Dask.
//
// Threads: a loaded model decodes one call at a time (Normalizer::normalize is not re-entrant),
// so each model holds a mutex. The GIL is released while a call decodes (and while it waits for
// the mutex), so other Python threads run meanwhile; calls on one model from several threads
// take turns and give the answers each would alone.
#include <pybind11/pybind11.h>
#include <pybind11/stl.h>

#include <memory>
#include <mutex>
#include <optional>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

#include "dates/normalizer.h"

namespace py = pybind11;

namespace {

// A loaded model and the lock its calls take turns on.
class Model {
 public:
  explicit Model(dates::Normalizer normalizer) : normalizer_(std::move(normalizer)) {}

  dates::DistinctResults normalize(const std::vector<std::string>& inputs,
                                   const dates::NormalizeOptions& options,
                                   dates::ColumnSummary* column) const {
    const py::gil_scoped_release no_gil;
    const std::lock_guard<std::mutex> turn(mutex_);
    return normalizer_.normalize_distinct(inputs, options, column);
  }

  dates::ColumnVotes column_votes(const std::vector<std::string>& inputs) const {
    const py::gil_scoped_release no_gil;
    const std::lock_guard<std::mutex> turn(mutex_);
    return normalizer_.column_votes(inputs);
  }

  const dates::Normalizer& normalizer() const { return normalizer_; }

 private:
  dates::Normalizer normalizer_;
  mutable std::mutex mutex_;
};

// The items of `texts` as UTF-8 strings; a str alone, or an item that is not a str, is a
// TypeError naming the item by its position.
std::vector<std::string> texts_of(const py::handle& texts, const char* function) {
  if (py::isinstance<py::str>(texts) || py::isinstance<py::bytes>(texts)) {
    throw py::type_error(std::string(function) +
                         ": texts must be a list (or another iterable) of str, found one " +
                         std::string(py::str(texts.get_type().attr("__name__"))) +
                         "; read one string with normalize_one");
  }
  if (!py::isinstance<py::iterable>(texts)) {
    throw py::type_error(std::string(function) + ": texts must be an iterable of str, found " +
                         std::string(py::str(texts.get_type().attr("__name__"))));
  }
  std::vector<std::string> inputs;
  if (py::hasattr(texts, "__len__")) inputs.reserve(py::len(texts));
  size_t position = 0;
  for (const auto& item : texts) {
    if (!py::isinstance<py::str>(item)) {
      throw py::type_error(std::string(function) + ": item " + std::to_string(position) + " is " +
                           std::string(py::repr(item)) + " (a " +
                           std::string(py::str(item.get_type().attr("__name__"))) +
                           "), expected str");
    }
    Py_ssize_t size = 0;
    const char* utf8 = PyUnicode_AsUTF8AndSize(item.ptr(), &size);
    if (utf8 == nullptr) {
      PyErr_Clear();
      throw py::value_error(std::string(function) + ": item " + std::to_string(position) + " is " +
                            std::string(py::repr(item)) +
                            ", which has no UTF-8 form (a lone surrogate)");
    }
    inputs.emplace_back(utf8, static_cast<size_t>(size));
    ++position;
  }
  return inputs;
}

// The distinct Results as Python objects, one each (they are read-only).
std::vector<py::object> distinct_objects(dates::DistinctResults& read) {
  std::vector<py::object> objects;
  objects.reserve(read.distinct.size());
  for (auto& result : read.distinct) objects.push_back(py::cast(std::move(result)));
  return objects;
}

// One Result a text, in order: a text repeated in the call gets the same (read-only) object, so a
// column of a million rows costs its distinct texts, not a million conversions.
py::list result_list(dates::DistinctResults read) {
  const auto objects = distinct_objects(read);
  py::list results(read.of_input.size());
  for (size_t i = 0; i < read.of_input.size(); ++i) results[i] = objects[read.of_input[i]];
  return results;
}

dates::NormalizeOptions options_of(const std::string& order,
                                   const std::optional<std::string>& output,
                                   std::optional<double> min_confidence, int beam, int nbest,
                                   double length_penalty, bool constrain, int threads,
                                   int batch_size, const std::optional<std::string>& column_order,
                                   bool keep_guesses) {
  dates::NormalizeOptions options;
  options.order = order;
  options.output = output.value_or("");
  options.min_confidence = min_confidence;
  options.beam = beam;
  options.nbest = nbest;
  options.length_penalty = length_penalty;
  options.constrain = constrain;
  options.threads = threads;
  options.batch_size = batch_size;
  options.column_order = column_order.value_or("");
  options.keep_guesses = keep_guesses;
  return options;
}

// A method taking translate's reading options as keyword arguments (DATES_READING_ARGUMENTS, in
// that order), for `body(model, texts, options)`: the one place the options are spelled out.
template <typename Body>
auto reading_method(Body body) {
  return [body](const Model& model, const py::handle& texts, const std::string& order,
                const std::optional<std::string>& output, std::optional<double> min_confidence,
                int beam, int nbest, double length_penalty, bool constrain, int threads,
                int batch_size, const std::optional<std::string>& column_order, bool keep_guesses) {
    return body(model, texts,
                options_of(order, output, min_confidence, beam, nbest, length_penalty, constrain,
                           threads, batch_size, column_order, keep_guesses));
  };
}

py::dict summary_dict(const dates::ColumnSummary& column) {
  py::dict summary;
  summary["order"] = column.order;
  summary["decided"] = column.decided;
  summary["decided_by"] = column.decided_by;
  summary["inconsistent"] = column.inconsistent;
  summary["read_by_order"] = column.read_by_order;
  summary["text"] = column.text;
  return summary;
}

py::dict candidate_dict(const dates::Candidate& candidate) {
  py::dict fields;
  fields["output"] = candidate.output;
  fields["probability"] = candidate.probability;
  fields["marks"] = candidate.marks;
  return fields;
}

// The keyword arguments normalize() and normalize_one() share, with translate's defaults.
#define DATES_READING_ARGUMENTS                                                     \
  py::kw_only(), py::arg("order") = "auto", py::arg("output") = py::none(),         \
                 py::arg("min_confidence") = py::none(), py::arg("beam") = 1,       \
                 py::arg("nbest") = 1, py::arg("length_penalty") = 1.0,             \
                 py::arg("constrain") = false, py::arg("threads") = 1,              \
                 py::arg("batch_size") = 256, py::arg("column_order") = py::none(), \
                 py::arg("keep_guesses") = false

constexpr const char* kNormalizeDoc =
    R"(Reads each text as `dates translate` does: one Result per text, in order.

texts: an iterable of str (a str alone is refused: use normalize_one). Under
order="auto" the texts of one call are one column: its rows whose digits decide
(25/04/2015) vote for the convention that reads the others (3/4/15).

order: "auto", "mdy", "dmy" or "ymd".
output: "datetime" (the date-time as written) or "date" (the date only); None:
  the model's default (datetime for a model that writes times).
min_confidence: outputs below it are marked low-confidence; None: the
  checkpoint's calibrated threshold.
beam, nbest, length_penalty, constrain: beam search (beam 1 = greedy), the
  candidates kept, the length penalty, only real calendar dates.
threads: worker threads that decode batches (1 .. 256); batch_size: inputs
  decoded together.
column_order: under order="auto", the convention of the column these texts are
  a piece of, decided from the whole column's votes (column_votes and
  decide_column; dates.dask does this); None: these texts are the column.
keep_guesses: give guesses as read: low-confidence outputs whose month is
  written nowhere in the text (unknown-month), or dates whose day is written
  nowhere, or whose year is written nowhere as a date's. By default the first
  are withheld (output '', marked low-confidence, unknown-month and no-date),
  the second cut to their month (YYYY-MM) and the third to their month and day
  (XXXX-MM-DD, with the time), marked low-confidence and incomplete; the
  reading in Result.withheld.

The GIL is released while decoding. Raises ValueError for a bad option and
TypeError for an item that is not a str, naming it.)";

}  // namespace

PYBIND11_MODULE(_native, module) {
  module.doc() =
      "The native part of the dates package (pybind11 over dates/normalizer.h); import dates.";
  module.attr("__version__") = dates::version();

  py::register_exception_translator([](std::exception_ptr pointer) {
    try {
      if (pointer) std::rethrow_exception(pointer);
    } catch (const std::invalid_argument& error) {
      PyErr_SetString(PyExc_ValueError, error.what());
    }
  });

  py::class_<dates::Candidate>(module, "Candidate",
                               "One candidate reading of an input (Result.nbest).")
      .def_readonly("output", &dates::Candidate::output, "ISO 8601 (EDTF when partial); '': none")
      .def_readonly("probability", &dates::Candidate::probability,
                    "the probability of the whole output")
      .def_readonly("marks", &dates::Candidate::marks,
                    "the best's: every mark; the others': only low-confidence")
      .def("as_dict", &candidate_dict, "The fields as a dict.")
      .def("__repr__", [](const dates::Candidate& candidate) {
        return "Candidate(output=" + std::string(py::repr(py::str(candidate.output))) +
               ", probability=" + std::string(py::repr(py::float_(candidate.probability))) +
               ", marks=" + std::string(py::repr(py::cast(candidate.marks))) + ")";
      });

  py::class_<dates::Result>(module, "Result", R"(What one input reads as.

output: ISO 8601 (2003-09-25T10:36:28-02:00, EDTF XXXX-09-25 when partial), '' when
  there is no date or the input was refused. date, time, offset: its parts.
calendar: a date written in another calendar, its name and its date as written
  ('persian 1393-12-12'; date is the Gregorian one), '' for a Gregorian date.
order: the convention that read the date's numbers ('mdy', 'dmy', 'ymd'), '' when
  the date was not read from numbers.
probability: of the whole output. marks: the warnings and notes (see the README:
  low-confidence, ambiguous, unknown-characters, not-a-date, misread, unknown-month,
  cut-off,
  inconsistent, incomplete, no-date, too-long, unreadable).
nbest: the candidates, best first. error: why the input was refused ('' when read).
withheld: the model's output when it was withheld or cut to its month as a
  guess (see normalize's keep_guesses), else ''.)")
      .def_readonly("output", &dates::Result::output)
      .def_readonly("date", &dates::Result::date)
      .def_readonly("time", &dates::Result::time)
      .def_readonly("offset", &dates::Result::offset)
      .def_readonly("calendar", &dates::Result::calendar)
      .def_readonly("order", &dates::Result::order)
      .def_readonly("probability", &dates::Result::probability)
      .def_readonly("marks", &dates::Result::marks)
      .def_readonly("nbest", &dates::Result::nbest)
      .def_readonly("error", &dates::Result::error)
      .def_readonly("withheld", &dates::Result::withheld)
      .def_property_readonly("has_warning", &dates::Result::has_warning,
                             "refused, or a warning mark: an output to check by hand")
      .def(
          "as_dict",
          [](const dates::Result& result) {
            py::dict fields;
            fields["output"] = result.output;
            fields["date"] = result.date;
            fields["time"] = result.time;
            fields["offset"] = result.offset;
            fields["calendar"] = result.calendar;
            fields["order"] = result.order;
            fields["probability"] = result.probability;
            fields["marks"] = result.marks;
            py::list nbest;
            for (const auto& candidate : result.nbest) nbest.append(candidate_dict(candidate));
            fields["nbest"] = nbest;
            fields["error"] = result.error;
            fields["withheld"] = result.withheld;
            return fields;
          },
          "The fields as a dict (nbest as a list of dicts).")
      .def("__repr__", [](const dates::Result& result) {
        return "Result(output=" + std::string(py::repr(py::str(result.output))) +
               ", probability=" + std::string(py::repr(py::float_(result.probability))) +
               ", marks=" + std::string(py::repr(py::cast(result.marks))) +
               (result.error.empty() ? ""
                                     : ", error=" + std::string(py::repr(py::str(result.error)))) +
               ")";
      });

  py::class_<Model, std::shared_ptr<Model>>(module, "Model", R"(A loaded model (dates.load).

One model may be shared between threads: calls take turns on it, with the GIL
released while they decode.)")
      .def("normalize",
           reading_method([](const Model& model, const py::handle& texts,
                             const dates::NormalizeOptions& options) {
             return result_list(model.normalize(texts_of(texts, "normalize"), options, nullptr));
           }),
           py::arg("texts"), DATES_READING_ARGUMENTS, kNormalizeDoc)
      .def("normalize_one",
           reading_method([](const Model& model, const py::handle& text,
                             const dates::NormalizeOptions& options) {
             if (!py::isinstance<py::str>(text)) {
               throw py::type_error(
                   "normalize_one: text is " + std::string(py::repr(text)) + " (a " +
                   std::string(py::str(text.get_type().attr("__name__"))) + "), expected str");
             }
             auto read =
                 model.normalize(texts_of(py::make_tuple(text), "normalize_one"), options, nullptr);
             return std::move(read.distinct.front());
           }),
           py::arg("text"), DATES_READING_ARGUMENTS,
           "Reads one text (see normalize for the options): a Result.")
      .def("normalize_column",
           reading_method([](const Model& model, const py::handle& texts,
                             const dates::NormalizeOptions& options) {
             dates::ColumnSummary column;
             auto read = model.normalize(texts_of(texts, "normalize_column"), options, &column);
             return py::make_tuple(result_list(std::move(read)), summary_dict(column));
           }),
           py::arg("texts"), DATES_READING_ARGUMENTS,
           "normalize, and how the texts were read as a column: (results, summary), the summary "
           "a dict with order, decided, decided_by, inconsistent, read_by_order and text.")
      .def("normalize_distinct",
           reading_method([](const Model& model, const py::handle& texts,
                             const dates::NormalizeOptions& options) {
             auto read = model.normalize(texts_of(texts, "normalize_distinct"), options, nullptr);
             py::list results;
             for (auto& object : distinct_objects(read)) results.append(std::move(object));
             return py::make_tuple(std::move(results), py::cast(read.of_input));
           }),
           py::arg("texts"), DATES_READING_ARGUMENTS,
           "normalize, with a column's repeats read once: (results, indices), one Result per "
           "distinct text in the order each first appears, and for each text the index of its "
           "Result (results[indices[i]] is what normalize(texts)[i] would be). Every row still "
           "votes for the column's convention.")
      .def(
          "column_votes",
          [](const Model& model, const py::handle& texts) {
            return model.column_votes(texts_of(texts, "column_votes")).counts;
          },
          py::arg("texts"),
          "The votes of the texts as rows of a column, for the reading conventions: a list of "
          "ints (nothing is decoded). Add the lists of a column's pieces element by element and "
          "give the sum to decide_column.")
      .def(
          "decide_column",
          [](const Model& model, const std::vector<int64_t>& counts) {
            return summary_dict(model.normalizer().decide_column(dates::ColumnVotes{counts}));
          },
          py::arg("votes"),
          "The convention a column with these votes (column_votes, summed over its pieces) is "
          "read by: a dict with order, decided, decided_by, inconsistent, read_by_order, text.")
      .def_property_readonly(
          "model_file", [](const Model& model) { return model.normalizer().model_file(); },
          "the model.safetensors read")
      .def_property_readonly(
          "calibrated_min_confidence",
          [](const Model& model) { return model.normalizer().calibrated_min_confidence(); },
          "the checkpoint's threshold (0: never calibrated)")
      .def_property_readonly(
          "reads_orders", [](const Model& model) { return model.normalizer().reads_orders(); },
          "whether the model reads conventions other than its default (data.order_control)")
      .def("__reduce__",
           [](const Model&) -> py::object {
             throw py::type_error(
                 "a dates.Model is not sent between processes (each would load the model again): "
                 "load it where it is used, once a process (dates.dask does: worker_model)");
           })
      .def("__repr__", [](const Model& model) {
        return "dates.Model(" + std::string(py::repr(py::str(model.normalizer().model_file()))) +
               ")";
      });

  module.def(
      "load",
      [](const std::string& checkpoint, const std::string& compute_type) {
        const py::gil_scoped_release no_gil;
        return std::make_shared<Model>(dates::Normalizer::load(checkpoint, compute_type));
      },
      py::arg("checkpoint"), py::arg("compute_type") = "auto",
      "Loads a checkpoint (a run directory or a model.safetensors).");
  module.def(
      "load_default",
      [](const std::string& installed_model, const std::string& compute_type) {
        const py::gil_scoped_release no_gil;
        return std::make_shared<Model>(
            dates::Normalizer::load_default(installed_model, compute_type));
      },
      py::arg("installed_model"), py::arg("compute_type") = "auto",
      "Loads the model `dates translate` reads without --checkpoint.");
}
