// The `dates` command line: registers the subcommands (app/commands/, one file each), parses,
// and turns any error of a command into one escaped line on stderr and exit status 1 (a closed
// or broken stderr loses the line, never the exit status); a command-line error is CLI11's
// message and status (105 for a value out of range, 109 for an unknown option, ...).
#include <fmt/format.h>

#include <c10/util/Exception.h>
#include <exception>
#include <new>
#include <string>

#include "commands/commands.h"
#include "dates/core/printable.h"
#include "dates/core/standard_streams.h"

int main(int argc, char** argv) {
  using namespace dates;
  // Before any file is opened: a closed stdout or stderr must not lend its number to one.
  reserve_standard_streams();
  app::set_command_line(argv);
  try {
    const int status = app::run_command_line(
        argc, argv, "dates: attention seq2seq that normalizes human-readable dates to ISO 8601",
        std::string("dates ") + DATES_VERSION, [](app::Command& program) {
          app::add_generate(program);
          app::add_train(program);
          app::add_eval(program);
          app::add_translate(program);
          app::add_serve(program);
          app::add_inspect(program);
          app::add_flops(program);
          app::add_calibrate(program);
        });
    if (status != 0) return status;
  } catch (const c10::Error& error) {
    // A LibTorch error: its message without the C++ stack trace LibTorch appends.
    write_diagnostic(fmt::format("dates: error: {}\n", printable(error.what_without_backtrace())));
    return 1;
  } catch (const std::bad_alloc&) {
    // Said in words, not "std::bad_alloc": a memory limit (ulimit -v, a container's) was reached.
    write_diagnostic("dates: error: out of memory\n");
    return 1;
  } catch (const std::exception& error) {
    // Whatever the message quotes (paths, lines, metadata) reaches the terminal escaped.
    write_diagnostic(fmt::format("dates: error: {}\n", printable(error.what())));
    return 1;
  }
  return app::exit_status();
}
