// The vocabulary the subcommands declare their options with: options, flags, value checks and
// the callback, without CLI11's header. Only command_line.cpp includes CLI11 (a large header of
// templates), so it is compiled once for the whole app, for every value type the commands use.
#pragma once

#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <vector>

namespace CLI {
class App;
class Option;
class Validator;
}  // namespace CLI

namespace dates::app {

// A check of an option's text before it is converted (a CLI11 validator); its message says in
// one line what is allowed.
class ValueCheck {
 public:
  explicit ValueCheck(std::shared_ptr<const CLI::Validator> validator);
  const CLI::Validator& validator() const { return *validator_; }

 private:
  std::shared_ptr<const CLI::Validator> validator_;
};

// "--beam: must be a whole number in 1 .. 100, found '0'" (CLI11's own checks print ranges as
// 1.797e308 and let NaN through).
ValueCheck whole_number_in(int64_t minimum, int64_t maximum);
// "must be a number in [0, 1], found 'nan'".
ValueCheck number_in(double minimum, double maximum);
// One of `choices`, exactly.
ValueCheck one_of(const std::vector<std::string>& choices);
// The path of an existing regular file.
ValueCheck existing_file();

// One declared option. Its methods return the option, so they chain: add_option(...)->check(...).
class Option {
 public:
  explicit Option(CLI::Option* option) : option_(option) {}
  // --help shows the variable's value at declaration as the default.
  Option* capture_default_str();
  Option* check(const ValueCheck& value_check);
  Option* required();

 private:
  CLI::Option* option_;
};

// A command (the program, or one of its subcommands) and the options declared on it; it owns
// the Option and subcommand objects it hands out.
class Command {
 public:
  explicit Command(CLI::App* app);
  ~Command();
  Command(const Command&) = delete;
  Command& operator=(const Command&) = delete;

  Command* add_subcommand(const std::string& name, const std::string& description);
  // An option stored into `value`, which must outlive parsing. Instantiated in
  // command_line.cpp for std::string, std::vector<std::string>, std::optional<std::string>,
  // std::optional<double>, int, int64_t, uint64_t, double and bool.
  template <typename T>
  Option* add_option(const std::string& name, T& value, const std::string& help);
  // An option whose value is handed to `receive` when parsed.
  Option* add_option_function(const std::string& name,
                              std::function<void(const std::string&)> receive,
                              const std::string& help);
  Option* add_flag(const std::string& name, bool& value, const std::string& help);
  // What runs when this command is the one given.
  void callback(std::function<void()> run);

 private:
  Option* keep(CLI::Option* option);

  CLI::App* app_;
  std::vector<std::unique_ptr<Option>> options_;
  std::vector<std::unique_ptr<Command>> subcommands_;
};

// Parses `argv` against the program `description` and the subcommands `add_commands` declares
// (at most one may be given), then runs the given one's callback; with none, prints the help.
// A command-line error prints CLI11's message and returns its status (105 for a value a check
// refused, 109 for an unknown option, ...); what a callback throws propagates to the caller.
// Otherwise returns 0.
int run_command_line(int argc, char** argv, const std::string& description,
                     const std::string& version,
                     const std::function<void(Command& program)>& add_commands);

}  // namespace dates::app
