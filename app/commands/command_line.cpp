// The one translation unit of the app that compiles CLI11 (see command_line.h).
#include "command_line.h"

#include <fmt/format.h>

#include <CLI/CLI.hpp>
#include <charconv>
#include <cstdlib>
#include <optional>
#include <string>
#include <system_error>
#include <utility>
#include <vector>

#include "dates/core/printable.h"

namespace dates::app {

ValueCheck::ValueCheck(std::shared_ptr<const CLI::Validator> validator)
    : validator_(std::move(validator)) {}

ValueCheck whole_number_in(int64_t minimum, int64_t maximum) {
  return ValueCheck(std::make_shared<const CLI::Validator>(
      [minimum, maximum](std::string& text) -> std::string {
        int64_t value = 0;
        const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
        if (text.empty() || error != std::errc{} || end != text.data() + text.size() ||
            value < minimum || value > maximum) {
          return fmt::format("must be a whole number in {} .. {}, found '{}'", minimum, maximum,
                             printable(text, 40));
        }
        return "";
      },
      fmt::format("{} .. {}", minimum, maximum)));
}

ValueCheck number_in(double minimum, double maximum) {
  return ValueCheck(std::make_shared<const CLI::Validator>(
      [minimum, maximum](std::string& text) -> std::string {
        char* end = nullptr;
        const double value = std::strtod(text.c_str(), &end);
        if (text.empty() || end != text.c_str() + text.size() || !(value >= minimum) ||
            !(value <= maximum)) {
          return fmt::format("must be a number in [{}, {}], found '{}'", minimum, maximum,
                             printable(text, 40));
        }
        return "";
      },
      fmt::format("[{}, {}]", minimum, maximum)));
}

ValueCheck one_of(const std::vector<std::string>& choices) {
  return ValueCheck(std::make_shared<const CLI::Validator>(CLI::IsMember(choices)));
}

ValueCheck existing_file() {
  return ValueCheck(std::make_shared<const CLI::Validator>(CLI::ExistingFile));
}

Option* Option::capture_default_str() {
  option_->capture_default_str();
  return this;
}

Option* Option::check(const ValueCheck& value_check) {
  option_->check(value_check.validator());
  return this;
}

Option* Option::required() {
  option_->required();
  return this;
}

Command::Command(CLI::App* app) : app_(app) {}

Command::~Command() = default;

Command* Command::add_subcommand(const std::string& name, const std::string& description) {
  subcommands_.push_back(std::make_unique<Command>(app_->add_subcommand(name, description)));
  return subcommands_.back().get();
}

template <typename T>
Option* Command::add_option(const std::string& name, T& value, const std::string& help) {
  return keep(app_->add_option(name, value, help));
}

template Option* Command::add_option(const std::string&, std::string&, const std::string&);
template Option* Command::add_option(const std::string&, std::vector<std::string>&,
                                     const std::string&);
template Option* Command::add_option(const std::string&, std::optional<std::string>&,
                                     const std::string&);
template Option* Command::add_option(const std::string&, std::optional<double>&,
                                     const std::string&);
template Option* Command::add_option(const std::string&, int&, const std::string&);
template Option* Command::add_option(const std::string&, int64_t&, const std::string&);
template Option* Command::add_option(const std::string&, uint64_t&, const std::string&);
template Option* Command::add_option(const std::string&, double&, const std::string&);
template Option* Command::add_option(const std::string&, bool&, const std::string&);

Option* Command::add_option_function(const std::string& name,
                                     std::function<void(const std::string&)> receive,
                                     const std::string& help) {
  return keep(app_->add_option_function<std::string>(name, std::move(receive), help));
}

Option* Command::add_flag(const std::string& name, bool& value, const std::string& help) {
  return keep(app_->add_flag(name, value, help));
}

void Command::callback(std::function<void()> run) {
  app_->callback(std::move(run));
}

Option* Command::keep(CLI::Option* option) {
  options_.push_back(std::make_unique<Option>(option));
  return options_.back().get();
}

int run_command_line(int argc, char** argv, const std::string& description,
                     const std::string& version,
                     const std::function<void(Command& program)>& add_commands) {
  CLI::App cli{description};
  cli.set_version_flag("--version", version);
  cli.require_subcommand(0, 1);
  Command program(&cli);
  add_commands(program);
  try {
    cli.parse(argc, argv);
  } catch (const CLI::ParseError& error) {
    return cli.exit(error);
  }
  if (cli.get_subcommands().empty()) fmt::print("{}", cli.help());
  return 0;
}

}  // namespace dates::app
