// The `dates` command line: thin wiring of subcommands onto the library.
#include <CLI/CLI.hpp>
#include <fmt/format.h>

#include <exception>

int main(int argc, char** argv) {
  CLI::App app{"dates: attention seq2seq that normalizes human-readable dates to ISO 8601"};
  app.set_version_flag("--version", std::string("dates ") + DATES_VERSION);
  app.require_subcommand(0, 1);
  try {
    app.parse(argc, argv);
  } catch (const CLI::ParseError& error) {
    return app.exit(error);
  }
  if (app.get_subcommands().empty()) fmt::print("{}", app.help());
  return 0;
}
