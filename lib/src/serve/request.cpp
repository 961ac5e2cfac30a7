#include "dates/serve/request.h"

#include <fmt/format.h>

#include <algorithm>
#include <cmath>
#include <nlohmann/json.hpp>
#include <optional>

namespace dates {

namespace {

using json = nlohmann::json;

RequestError bad_request(const std::string& message) {
  return {400, "", message};
}

const char* type_name(const json& value) {
  return value.type_name();
}

constexpr size_t kShownBytes = 40;  // of a string or key shown back to the client

// Client text shown in a message: a JSON string literal of at most kShownBytes of it (a cut
// UTF-8 sequence and bad bytes shown as U+FFFD), "..." after it when cut.
std::string shown_text(const std::string& text) {
  const bool cut = text.size() > kShownBytes;
  const json literal = cut ? text.substr(0, kShownBytes) : text;
  return literal.dump(-1, ' ', false, json::error_handler_t::replace) + (cut ? "..." : "");
}

// A wrong value, described without recursing into it: a list or an object by its size only (a
// client controls their depth), a scalar by its type and a bounded rendering.
std::string describe(const json& value) {
  switch (value.type()) {
    case json::value_t::array:
      return fmt::format("a list of {} item(s)", value.size());
    case json::value_t::object:
      return fmt::format("an object of {} key(s)", value.size());
    case json::value_t::string:
      return "the string " + shown_text(value.get_ref<const std::string&>());
    case json::value_t::null:
      return "null";
    default:  // a number or a boolean: dump() of a scalar is short and does not recurse
      return fmt::format("{} {}", type_name(value), value.dump());
  }
}

int64_t whole_number(const json& body, const char* key, int64_t minimum, int64_t maximum,
                     const char* limit) {
  const auto& value = body.at(key);
  if (!value.is_number_integer()) {
    throw bad_request(fmt::format("\"{}\" must be a whole number, found {}", key, describe(value)));
  }
  const auto number = value.get<int64_t>();
  if (number < minimum) {
    throw bad_request(fmt::format("\"{}\" must be at least {}, found {}", key, minimum, number));
  }
  if (number > maximum) {
    throw RequestError(
        413, limit,
        fmt::format("\"{}\" is {}, above the limit {} = {}", key, number, limit, maximum));
  }
  return number;
}

}  // namespace

NormalizeRequest parse_normalize_request(const std::string& body, const ServiceLimits& limits,
                                         const RequestDefaults& defaults) {
  if (static_cast<int64_t>(body.size()) > limits.max_body_bytes) {
    throw RequestError(413, "max_body_bytes",
                       fmt::format("the body has {} bytes, above the limit max_body_bytes = {}",
                                   body.size(), limits.max_body_bytes));
  }
  json parsed;
  // A key the body's object gives twice is refused: which one counts is up to each parser (this
  // one keeps the last), so a proxy that checked the first would pass what the service reads
  // differently.
  std::vector<std::string> top_keys;
  std::optional<std::string> repeated_key;
  const json::parser_callback_t note_repeated_keys = [&](int depth, json::parse_event_t event,
                                                         json& value) {
    if (depth == 1 && event == json::parse_event_t::key && !repeated_key) {
      const auto& key = value.get_ref<const std::string&>();
      if (std::find(top_keys.begin(), top_keys.end(), key) != top_keys.end()) {
        repeated_key = key;
      } else if (top_keys.size() < 64) {  // the first 64 keys: only six are known
        top_keys.push_back(key);
      }
    }
    return true;
  };
  try {
    parsed = json::parse(body, note_repeated_keys);
  } catch (const json::exception& error) {
    // A syntax error names the byte ("parse error at line 1, column 12: ..."); a number too
    // large for a double (1e400) is an out_of_range error.
    throw bad_request(fmt::format("the body is not JSON: {}", error.what()));
  }
  if (!parsed.is_object()) {
    throw bad_request(
        fmt::format("the body must be a JSON object with \"inputs\", found {}", type_name(parsed)));
  }
  if (repeated_key) {
    throw bad_request(fmt::format("the key {} is given twice", shown_text(*repeated_key)));
  }
  static const char* const kKeys[] = {"inputs", "order", "min_confidence",
                                      "nbest",  "beam",  "keep_guesses"};
  for (const auto& item : parsed.items()) {
    bool known = false;
    for (const char* key : kKeys) known = known || item.key() == key;
    if (!known) {
      throw bad_request(
          fmt::format("unknown key {} (the keys are inputs, order, min_confidence, nbest, beam, "
                      "keep_guesses)",
                      shown_text(item.key())));
    }
  }
  NormalizeRequest request;
  if (!parsed.contains("inputs")) throw bad_request("the body has no \"inputs\" list");
  const auto& inputs = parsed.at("inputs");
  if (!inputs.is_array()) {
    throw bad_request(
        fmt::format("\"inputs\" must be a list of strings, found {}", describe(inputs)));
  }
  if (static_cast<int64_t>(inputs.size()) > limits.max_inputs) {
    throw RequestError(413, "max_inputs",
                       fmt::format("\"inputs\" holds {} inputs, above the limit max_inputs = {}",
                                   inputs.size(), limits.max_inputs));
  }
  request.inputs.reserve(inputs.size());
  for (size_t i = 0; i < inputs.size(); ++i) {
    if (!inputs[i].is_string()) {
      throw bad_request(
          fmt::format("\"inputs\"[{}] must be a string, found {}", i, describe(inputs[i])));
    }
    auto text = inputs[i].get<std::string>();
    if (static_cast<int64_t>(text.size()) > limits.max_input_bytes) {
      throw RequestError(
          413, "max_input_bytes",
          fmt::format("\"inputs\"[{}] has {} bytes, above the limit max_input_bytes = {}", i,
                      text.size(), limits.max_input_bytes));
    }
    request.inputs.push_back(std::move(text));
  }

  request.order = defaults.order;
  if (parsed.contains("order")) {
    const auto& order = parsed.at("order");
    const auto refuse = [&] {
      return bad_request(fmt::format(
          "\"order\" must be \"auto\", \"mdy\", \"dmy\" or \"ymd\", found {}", describe(order)));
    };
    if (!order.is_string()) throw refuse();
    request.auto_order = order.get<std::string>() == "auto";
    try {
      if (!request.auto_order) request.order = parse_reading_order(order.get<std::string>());
    } catch (const std::exception&) {
      throw refuse();
    }
    // The rule and message every front end shares (data/reading_order.h).
    try {
      model_reading_order(defaults.order_control, defaults.order, to_string(request.order),
                          "being served");
    } catch (const ReadingOptionError& error) {
      throw bad_request(fmt::format("\"order\": {}", error.what()));
    }
  }
  request.min_confidence = defaults.min_confidence;
  if (parsed.contains("min_confidence")) {
    const auto& value = parsed.at("min_confidence");
    if (!value.is_number() || !std::isfinite(value.get<double>()) || value.get<double>() < 0 ||
        value.get<double>() > 1) {
      throw bad_request(
          fmt::format("\"min_confidence\" must be a number in 0 .. 1, found {}", describe(value)));
    }
    request.min_confidence = value.get<double>();
  }
  if (parsed.contains("keep_guesses")) {
    const auto& value = parsed.at("keep_guesses");
    if (!value.is_boolean()) {
      throw bad_request(
          fmt::format("\"keep_guesses\" must be true or false, found {}", describe(value)));
    }
    request.keep_guesses = value.get<bool>();
  }
  if (parsed.contains("nbest")) {
    request.nbest = whole_number(parsed, "nbest", 1, limits.max_nbest, "max_nbest");
  }
  request.beam_size = request.nbest;
  if (parsed.contains("beam")) {
    request.beam_size = whole_number(parsed, "beam", 1, limits.max_nbest, "max_nbest");
    if (request.beam_size < request.nbest) {
      throw bad_request(
          fmt::format("\"beam\" {} is below \"nbest\" {}: a beam of width k keeps "
                      "k candidates",
                      request.beam_size, request.nbest));
    }
  }
  const auto work = static_cast<int64_t>(request.inputs.size()) * request.beam_size * request.nbest;
  if (work > limits.max_work) {
    throw RequestError(
        413, "max_work",
        fmt::format("{} inputs at beam {} with nbest {} are {} units of work, above the limit "
                    "max_work = {} (inputs x beam x nbest)",
                    request.inputs.size(), request.beam_size, request.nbest, work,
                    limits.max_work));
  }
  return request;
}

std::string error_body(const std::string& message, const std::string& limit) {
  nlohmann::ordered_json body;
  body["error"] = message;
  if (!limit.empty()) body["limit"] = limit;
  return body.dump(-1, ' ', false, nlohmann::ordered_json::error_handler_t::replace);
}

}  // namespace dates
