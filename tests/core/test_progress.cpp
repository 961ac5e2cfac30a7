// The progress line of dates/core/progress.h.
#include <catch2/catch.hpp>

#include <chrono>
#include <cstdlib>
#include <sstream>
#include <string>
#include <thread>
#include <vector>

#include "dates/core/progress.h"

using namespace dates;

TEST_CASE("progress_text says done of total, the rate and the time left", "[progress]") {
  // 41216 of 100000 in 1.5 s: 27477.3/s, (100000 - 41216) / 27477.3 = 2.14 s -> 3 s left.
  CHECK(progress_text("translate", 41216, 100000, 1.5) ==
        "[translate] 41,216/100,000 (41%), 27,477/s, 3 s left");
  CHECK(progress_text("eval", 0, 5, 0.0) == "[eval] 0/5 (0%)");  // no rate yet
  CHECK(progress_text("eval", 5, 5, 2.0) == "[eval] 5/5 (100%), 3/s, 0 s left");
}

TEST_CASE("a stream's progress has no total: done and the rate only", "[progress]") {
  // 2048 lines in 0.5 s: 4096/s (by hand); no percentage, no time left.
  CHECK(progress_text("translate", 2048, 0, 0.5) == "[translate] 2,048 done, 4,096/s");
  CHECK(progress_text("translate", 0, 0, 0.0) == "[translate] 0 done");
}

TEST_CASE("a progress line writes nothing without a stream and clears itself with one",
          "[progress]") {
  {
    ProgressLine silent("translate", 10, nullptr);
    silent.advance(10);
  }  // no stream: no crash
  std::ostringstream terminal;
  {
    ProgressLine line("translate", 4, &terminal);
    std::vector<std::thread> threads;
    for (int i = 0; i < 4; ++i) threads.emplace_back([&] { line.advance(1); });
    for (auto& thread : threads) thread.join();
  }
  const auto text = terminal.str();
  CHECK(text.find("[translate] 4/4 (100%)") != std::string::npos);  // the last update is shown
  CHECK(text.size() >= 4);
  CHECK(text.substr(text.size() - 4) == "\r\033[K");  // and cleared at the end
}

TEST_CASE("the progress interval is 200 ms unless DATES_PROGRESS_INTERVAL_MS says otherwise",
          "[progress]") {
  CHECK(progress_interval(nullptr) == std::chrono::milliseconds(200));
  CHECK(progress_interval("") == std::chrono::milliseconds(200));
  CHECK(progress_interval("0") == std::chrono::milliseconds(0));
  CHECK(progress_interval("3600000") == std::chrono::milliseconds(3'600'000));
  for (const char* bad : {"-1", "1.5", "fast", "3600001", "99999999999999999999", " 5"}) {
    INFO(bad);
    CHECK_THROWS_WITH(progress_interval(bad),
                      Catch::Contains("DATES_PROGRESS_INTERVAL_MS is '" + std::string(bad) + "'") &&
                          Catch::Contains("whole milliseconds"));
  }
}

TEST_CASE("with an interval of 0 every advance shows the line", "[progress]") {
  ::setenv("DATES_PROGRESS_INTERVAL_MS", "0", 1);
  std::ostringstream terminal;
  {
    ProgressLine line("read", 0, &terminal);
    for (int i = 0; i < 3; ++i) line.advance(5);
  }
  ::unsetenv("DATES_PROGRESS_INTERVAL_MS");
  const auto text = terminal.str();
  // A stream (total 0): each of the three advances writes its count, however fast they come.
  CHECK(text.find("[read] 5 done") != std::string::npos);
  CHECK(text.find("[read] 10 done") != std::string::npos);
  CHECK(text.find("[read] 15 done") != std::string::npos);
}
