// The body of POST /v1/normalize, read and checked before any decoding:
//   {"inputs": ["3 march 2015", ...],   required: strings, at most ServiceLimits::max_inputs,
//                                       each at most max_input_bytes bytes
//    "order": "auto",                   optional: auto (the default: the inputs are one column,
//                                       read by the convention their deciding rows vote for;
//                                       the answer's "column" says which), mdy, dmy or ymd
//    "min_confidence": 0.9,             optional: 0 .. 1 (default: the model's calibrated one)
//    "nbest": 1,                        optional: 1 .. max_nbest candidates per input
//    "beam": 4,                         optional: nbest .. max_nbest (default: nbest)
//    "keep_guesses": false}             optional: true gives guesses as read; false (the
//                                       default) withholds them as `translate --keep-guesses`
//                                       says, the reading in "withheld"
// Anything else (another key, a wrong type, a value out of range) is refused with 400 and a
// sentence that names the key; a limit broken with 413 and the limit's name. A wrong value is
// described by its type and, for a scalar, a rendering cut at 40 bytes: nothing here recurses
// into a value, so a list nested 100,000 deep is refused like any other list.
#pragma once

#include <cstdint>
#include <stdexcept>
#include <string>
#include <vector>

#include "dates/data/reading_order.h"

namespace dates {

struct ServiceLimits {
  int64_t max_body_bytes = 1 << 20;  // a request body, in bytes
  int64_t max_inputs = 1024;         // inputs in one request
  int64_t max_input_bytes = 1024;    // bytes of one input (UTF-8)
  int64_t max_nbest = 16;            // nbest and beam
  // The work of one request, inputs x beam x nbest (1024 inputs at beam 16, nbest 1; a beam of k
  // decodes each input k times, and nbest lists multiply what is answered).
  int64_t max_work = 16384;
};

// What a request may leave out, taken from the model.
struct RequestDefaults {
  ReadingOrder order = ReadingOrder::kMdy;  // the model's data.default_order
  bool order_control = false;               // the model reads mdy/dmy/ymd (data.order_control)
  double min_confidence = 0;                // the model's calibrated threshold
};

struct NormalizeRequest {
  std::vector<std::string> inputs;
  ReadingOrder order = ReadingOrder::kMdy;  // the convention asked for, or the model's default
  bool auto_order = true;                   // "order": "auto" (or no "order")
  double min_confidence = 0;
  int64_t nbest = 1;
  int64_t beam_size = 1;
  bool keep_guesses = false;
};

// A refused request: the HTTP status, the limit broken ("max_inputs", ...; empty when no limit
// was the cause) and a sentence for the client.
struct RequestError : std::runtime_error {
  RequestError(int status, std::string limit, const std::string& message)
      : std::runtime_error(message), status(status), limit(std::move(limit)) {}
  int status;
  std::string limit;
};

// Parses and checks `body`; throws RequestError.
NormalizeRequest parse_normalize_request(const std::string& body, const ServiceLimits& limits,
                                         const RequestDefaults& defaults);

// {"error": message[, "limit": limit]} for a refused request.
std::string error_body(const std::string& message, const std::string& limit = "");

}  // namespace dates
