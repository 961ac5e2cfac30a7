// The request body of POST /v1/normalize (dates/serve/request.h): every key, every refusal with
// its status and limit. Expected values are the specification in request.h, by hand.
#include <catch2/catch.hpp>

#include <string>

#include "dates/serve/request.h"

using namespace dates;

namespace {

ServiceLimits small_limits() {
  ServiceLimits limits;
  limits.max_body_bytes = 200;
  limits.max_inputs = 3;
  limits.max_input_bytes = 10;
  limits.max_nbest = 4;
  limits.max_work = 32;
  return limits;
}

RequestDefaults order_control_model() {
  RequestDefaults defaults;
  defaults.order = ReadingOrder::kMdy;
  defaults.order_control = true;
  defaults.min_confidence = 0.25;
  return defaults;
}

// The error a body is refused with (fails the test when it is accepted).
RequestError refusal(const std::string& body,
                     const RequestDefaults& defaults = order_control_model()) {
  try {
    parse_normalize_request(body, small_limits(), defaults);
  } catch (const RequestError& error) {
    return error;
  }
  FAIL("accepted: " << body);
  return {0, "", ""};
}

}  // namespace

TEST_CASE("A request with only inputs takes the model's defaults", "[serve][request]") {
  const auto request = parse_normalize_request(R"({"inputs": ["3 mar 2015", "10/8/13"]})",
                                               small_limits(), order_control_model());
  CHECK(request.inputs == std::vector<std::string>{"3 mar 2015", "10/8/13"});
  CHECK(request.order == ReadingOrder::kMdy);
  CHECK(request.min_confidence == 0.25);
  CHECK(request.nbest == 1);
  CHECK(request.beam_size == 1);
  CHECK(request.auto_order);  // the inputs are one column
  CHECK_FALSE(request.keep_guesses);
}

TEST_CASE("Every optional key is read", "[serve][request]") {
  const auto request = parse_normalize_request(
      R"({"inputs": ["x"], "order": "dmy", "min_confidence": 0.9, "nbest": 2, "beam": 3,
          "keep_guesses": true})",
      small_limits(), order_control_model());
  CHECK(request.keep_guesses);
  CHECK(request.order == ReadingOrder::kDmy);
  CHECK(request.min_confidence == 0.9);
  CHECK(request.nbest == 2);
  CHECK(request.beam_size == 3);
  CHECK_FALSE(request.auto_order);
  CHECK(parse_normalize_request(R"({"inputs": ["x"], "order": "auto"})", small_limits(),
                                order_control_model())
            .auto_order);
  // beam defaults to nbest; an empty list is a valid request with no results.
  CHECK(parse_normalize_request(R"({"inputs": ["x"], "nbest": 3})", small_limits(),
                                order_control_model())
            .beam_size == 3);
  CHECK(parse_normalize_request(R"({"inputs": []})", small_limits(), order_control_model())
            .inputs.empty());
  CHECK(parse_normalize_request(R"({"inputs": ["x"], "min_confidence": 1})", small_limits(),
                                order_control_model())
            .min_confidence == 1);
}

TEST_CASE("Malformed bodies and wrong types are refused with 400, naming the key",
          "[serve][request]") {
  struct Case {
    std::string body;
    std::string message;
  };
  const Case cases[] = {
      {R"({"inputs": [)",
       "the body is not JSON: [json.exception.parse_error.101] parse error at "
       "line 1, column 13"},
      {"", "the body is not JSON"},
      {R"({"inputs": [], "nbest": 1e400})",
       "the body is not JSON: [json.exception.out_of_range.406] "
       "number overflow parsing '1e400'"},
      {R"(["3 march 2015"])", "the body must be a JSON object with \"inputs\", found array"},
      {R"({})", "the body has no \"inputs\" list"},
      {R"({"inputs": "3 march 2015"})",
       "\"inputs\" must be a list of strings, found the string \"3 march 2015\""},
      {R"({"inputs": ["a", 3]})", "\"inputs\"[1] must be a string, found number 3"},
      {R"({"inputs": [null]})", "\"inputs\"[0] must be a string, found null"},
      {R"({"inputs": ["a"], "input": 1})", "unknown key \"input\""},
      {R"({"inputs": ["a"], "order": "iso"})",
       "\"order\" must be \"auto\", \"mdy\", \"dmy\" or \"ymd\", "
       "found the string \"iso\""},
      {R"({"inputs": ["a"], "order": 1})", "\"order\" must be"},
      {R"({"inputs": ["a"], "min_confidence": 1.5})",
       "\"min_confidence\" must be a number in 0 .. 1, found number 1.5"},
      {R"({"inputs": ["a"], "min_confidence": "high"})", "\"min_confidence\" must be a number"},
      {R"({"inputs": ["a"], "keep_guesses": 1})",
       "\"keep_guesses\" must be true or false, found number 1"},
      {R"({"inputs": ["a"], "keep_guesses": "yes"})", "\"keep_guesses\" must be true or false"},
      {R"({"inputs": ["a"], "nbest": 0})", "\"nbest\" must be at least 1, found 0"},
      {R"({"inputs": ["a"], "nbest": 1.5})", "\"nbest\" must be a whole number, found number 1.5"},
      {R"({"inputs": ["a"], "nbest": 3, "beam": 2})", "\"beam\" 2 is below \"nbest\" 3"},
      // A key given twice: parsers differ on which counts (a proxy may check the first).
      {R"({"inputs": ["3/4/15"], "inputs": ["4/3/15"]})", "the key \"inputs\" is given twice"},
      {R"({"order": "dmy", "inputs": ["a"], "order": "mdy"})", "the key \"order\" is given twice"},
      // The three decodes it switched off are gone: the key is unknown now.
      {R"({"inputs": ["a"], "ambiguity": false})", "unknown key \"ambiguity\""},
  };
  for (const auto& c : cases) {
    INFO(c.body);
    const auto error = refusal(c.body);
    CHECK(error.status == 400);
    CHECK(error.limit.empty());
    CHECK_THAT(error.what(), Catch::StartsWith(c.message) || Catch::Contains(c.message));
  }
}

TEST_CASE("Each limit is refused with 413 and its name", "[serve][request]") {
  struct Case {
    std::string body;
    std::string limit;
    std::string message;
  };
  const Case cases[] = {
      {R"({"inputs": ["a", "b", "c", "d"]})", "max_inputs",
       "\"inputs\" holds 4 inputs, above the limit max_inputs = 3"},
      {R"({"inputs": ["a", "12345678901"]})", "max_input_bytes",
       "\"inputs\"[1] has 11 bytes, above the limit max_input_bytes = 10"},
      {R"({"inputs": ["a"], "nbest": 5})", "max_nbest",
       "\"nbest\" is 5, above the limit max_nbest = 4"},
      {R"({"inputs": ["a"], "beam": 9})", "max_nbest", "\"beam\" is 9, above the limit"},
      {"{\"inputs\": [\"" + std::string(200, 'x') + "\"]}", "max_body_bytes",
       "the body has 216 bytes, above the limit max_body_bytes = 200"},
      // 3 x 4 x 3 = 36 > 32 (small_limits' max_work).
      {R"({"inputs": ["a", "b", "c"], "nbest": 3, "beam": 4})", "max_work",
       "3 inputs at beam 4 with nbest 3 are 36 units of work, above the limit max_work = 32"},
  };
  for (const auto& c : cases) {
    INFO(c.body);
    const auto error = refusal(c.body);
    CHECK(error.status == 413);
    CHECK(error.limit == c.limit);
    CHECK_THAT(error.what(), Catch::StartsWith(c.message));
  }
  // At the limits themselves: accepted (10 bytes, 3 inputs; nbest 4 at beam 4 on 2 inputs is a
  // work of 2 x 4 x 4 = 32).
  CHECK_NOTHROW(parse_normalize_request(R"({"inputs": ["1234567890", "b", "c"]})", small_limits(),
                                        order_control_model()));
  CHECK_NOTHROW(parse_normalize_request(R"({"inputs": ["1234567890", "b"], "nbest": 4})",
                                        small_limits(), order_control_model()));
}

TEST_CASE("A value nested 100,000 deep in any field is refused by its type, without recursion",
          "[serve][request]") {
  // Describing the value with dump() recursed once per level and overflowed the stack (SIGSEGV);
  // the message must name the key and describe the value by its type and size only.
  constexpr int kDepth = 100000;
  const std::string deep_list = std::string(kDepth, '[') + std::string(kDepth, ']');
  std::string deep_object;
  for (int i = 0; i < kDepth; ++i) deep_object += "{\"a\":";
  deep_object += "1" + std::string(kDepth, '}');
  ServiceLimits limits;  // the defaults: a body of 1 MiB holds either
  struct Case {
    std::string body;
    std::string message;
  };
  const Case cases[] = {
      {deep_list, "the body must be a JSON object with \"inputs\", found array"},
      {R"({"inputs": )" + deep_list + "}",
       "\"inputs\"[0] must be a string, found a list of 1 item(s)"},
      {R"({"inputs": ["a", )" + deep_list + "]}",
       "\"inputs\"[1] must be a string, found a list of 1 item(s)"},
      {R"({"inputs": )" + deep_object + "}",
       "\"inputs\" must be a list of strings, found an object of 1 key(s)"},
      {R"({"inputs": ["a"], "order": )" + deep_list + "}",
       "\"order\" must be \"auto\", \"mdy\", \"dmy\" or \"ymd\", found a list of 1 item(s)"},
      {R"({"inputs": ["a"], "min_confidence": )" + deep_list + "}",
       "\"min_confidence\" must be a number in 0 .. 1, found a list of 1 item(s)"},
      {R"({"inputs": ["a"], "nbest": )" + deep_list + "}",
       "\"nbest\" must be a whole number, found a list of 1 item(s)"},
      {R"({"inputs": ["a"], "beam": )" + deep_object + "}",
       "\"beam\" must be a whole number, found an object of 1 key(s)"},
      {R"({"inputs": ["a"], "colour": )" + deep_list + "}", "unknown key \"colour\""},
  };
  for (const auto& c : cases) {
    INFO(c.message);
    try {
      parse_normalize_request(c.body, limits, order_control_model());
      FAIL("accepted");
    } catch (const RequestError& error) {
      CHECK(error.status == 400);
      CHECK_THAT(error.what(), Catch::StartsWith(c.message));
    }
  }
}

TEST_CASE("Client text shown in a message is cut at 40 bytes", "[serve][request]") {
  ServiceLimits limits;
  const std::string long_text(100000, 'x');
  try {
    parse_normalize_request(R"({"inputs": ["a"], "order": ")" + long_text + "\"}", limits,
                            order_control_model());
    FAIL("accepted");
  } catch (const RequestError& error) {
    CHECK(std::string(error.what()) ==
          "\"order\" must be \"auto\", \"mdy\", \"dmy\" or \"ymd\", found the string \"" +
              std::string(40, 'x') + "\"...");
  }
  try {
    parse_normalize_request(R"({"inputs": [], ")" + long_text + "\": 1}", limits,
                            order_control_model());
    FAIL("accepted");
  } catch (const RequestError& error) {
    CHECK_THAT(error.what(), Catch::StartsWith("unknown key \"" + std::string(40, 'x') + "\"..."));
  }
}

TEST_CASE("A model without reading conventions refuses another order", "[serve][request]") {
  RequestDefaults plain;
  plain.order = ReadingOrder::kMdy;
  plain.order_control = false;
  const auto error = refusal(R"({"inputs": ["a"], "order": "dmy"})", plain);
  CHECK(error.status == 400);
  CHECK_THAT(error.what(), Catch::Contains("not trained with reading conventions"));
  CHECK(parse_normalize_request(R"({"inputs": ["a"], "order": "mdy"})", small_limits(), plain)
            .order == ReadingOrder::kMdy);
}

TEST_CASE("error_body is a JSON object with the error and the limit", "[serve][request]") {
  CHECK(error_body("too many") == R"({"error":"too many"})");
  CHECK(error_body("too \"many\"", "max_inputs") ==
        R"({"error":"too \"many\"","limit":"max_inputs"})");
}
