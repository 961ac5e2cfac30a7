// `dates`, the light program: `dates translate` without LibTorch (its start-up and memory are the
// model's, not LibTorch's: docs/speed.md). Every other subcommand, and a translation that needs
// LibTorch (a beam, --constrain, --attention, a model the runtime cannot run), is handed to
// dates-full, installed beside it, on the same arguments and in the same process.
#include <fmt/format.h>

#include <cstdio>
#include <exception>
#include <new>
#include <string>

#include "../commands/command_line.h"
#include "../commands/process_state.h"
#include "../commands/translate_model.h"
#include "dates/core/printable.h"
#include "dates/core/standard_streams.h"

int main(int argc, char** argv) {
  using namespace dates;
  // Before any file is opened: a closed stdout or stderr must not lend its number to one.
  reserve_standard_streams();
  app::set_command_line(argv);
  try {
    // The version is the light program's own: no need to load LibTorch to say it (0.6 s).
    if (argc == 2 && std::string(argv[1]) == "--version") {
      std::fputs((std::string("dates ") + DATES_VERSION + "\n").c_str(), stdout);
      return std::fflush(stdout) == 0 && !std::ferror(stdout) ? 0 : 1;
    }
    if (argc < 2 || std::string(argv[1]) != "translate") {
      app::run_full_program(argc < 2 ? std::string("dates") : printable(argv[1], 40));
    }
    const int status = app::run_command_line(
        argc, argv, "dates: attention seq2seq that normalizes human-readable dates to ISO 8601",
        std::string("dates ") + DATES_VERSION,
        [](app::Command& program) { app::add_translate(program); });
    if (status != 0) return status;
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
