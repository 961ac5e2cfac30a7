// The `dates` command line: registers the subcommands (app/commands/, one file each), parses,
// and turns any error into one escaped line on stderr and exit status 1 (a closed or broken
// stderr loses the line, never the exit status).
#include <fmt/format.h>
#include <torch/torch.h>

#include <CLI/CLI.hpp>
#include <exception>
#include <string>

#include "commands/commands.h"
#include "dates/core/printable.h"
#include "dates/core/standard_streams.h"

int main(int argc, char** argv) {
  using namespace dates;
  // Before any file is opened: a closed stdout or stderr must not lend its number to one.
  reserve_standard_streams();
  app::set_command_line(argv);
  CLI::App cli{"dates: attention seq2seq that normalizes human-readable dates to ISO 8601"};
  cli.set_version_flag("--version", std::string("dates ") + DATES_VERSION);
  cli.require_subcommand(0, 1);
  app::add_generate(cli);
  app::add_train(cli);
  app::add_eval(cli);
  app::add_translate(cli);
  app::add_serve(cli);
  app::add_inspect(cli);
  app::add_flops(cli);
  app::add_calibrate(cli);
  try {
    cli.parse(argc, argv);
  } catch (const CLI::ParseError& error) {
    return cli.exit(error);
  } catch (const c10::Error& error) {
    // A LibTorch error: its message without the C++ stack trace LibTorch appends.
    write_diagnostic(fmt::format("dates: error: {}\n", printable(error.what_without_backtrace())));
    return 1;
  } catch (const std::exception& error) {
    // Whatever the message quotes (paths, lines, metadata) reaches the terminal escaped.
    write_diagnostic(fmt::format("dates: error: {}\n", printable(error.what())));
    return 1;
  }
  if (cli.get_subcommands().empty()) fmt::print("{}", cli.help());
  return app::exit_status();
}
