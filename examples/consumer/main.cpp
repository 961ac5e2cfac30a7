// A program that uses the installed library through its facade only: normalises its arguments
// (or each line of standard input) and prints what `dates translate` prints:
// OUTPUT<TAB>PROBABILITY[<TAB>marks]. Options: --order mdy|dmy|ymd first.
#include <dates/normalizer.h>

#include <cstdio>
#include <iostream>
#include <string>
#include <vector>

int main(int argc, char** argv) {
  dates::NormalizeOptions options;
  std::vector<std::string> inputs(argv + 1, argv + argc);
  if (inputs.size() >= 2 && inputs[0] == "--order") {
    options.order = inputs[1];
    inputs.erase(inputs.begin(), inputs.begin() + 2);
  }
  if (inputs.empty()) {
    for (std::string line; std::getline(std::cin, line);) inputs.push_back(line);
  }
  try {
    const auto normalizer = dates::Normalizer::load_default();
    int status = 0;
    for (const auto& result : normalizer.normalize(inputs, options)) {
      if (!result.error.empty()) {
        std::cerr << "consumer: " << result.error << "\n";
        status = 1;
      }
      std::printf("%s\t%.4f", result.output.c_str(), result.probability);
      for (size_t i = 0; i < result.marks.size(); ++i) {
        std::printf("%s%s", i == 0 ? "\t" : ",", result.marks[i].c_str());
      }
      std::printf("\n");
    }
    return status;
  } catch (const std::exception& error) {
    std::cerr << "consumer: " << error.what() << "\n";
    return 1;
  }
}
