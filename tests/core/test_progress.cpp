// The progress line of dates/core/progress.h.
#include <catch2/catch.hpp>

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
