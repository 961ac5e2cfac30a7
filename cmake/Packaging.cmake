# cpack -G DEB (run in the build directory, after the build): dates_<version>_amd64.deb holding
# what `cmake --install` puts, under /usr: bin/dates (the light translate, without LibTorch) and
# bin/dates-full (every subcommand), the default model in share/dates/, and the
# library (libdates.a, include/dates/, the CMake package, dates.pc), and the Python module
# (lib/python3.X/dist-packages/dates). scripts/checks/check_package.sh
# builds it, installs it with apt-get and translates from /.
set(CPACK_PACKAGE_NAME dates)
set(CPACK_PACKAGE_VENDOR "dates")
set(CPACK_PACKAGE_CONTACT "dates maintainers <dates-maintainers@localhost>")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY
  "Normalises dates as people write them to ISO 8601 (attention seq2seq on LibTorch)")
set(CPACK_PACKAGING_INSTALL_PREFIX /usr)
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)  # dates_0.1.0_amd64.deb
set(CPACK_DEBIAN_PACKAGE_SECTION science)
set(CPACK_DEBIAN_PACKAGE_PRIORITY optional)
# The control file's long description (CPack indents it and writes " ." for the blank line).
string(CONCAT CPACK_DEBIAN_PACKAGE_DESCRIPTION
  "'dates translate' rewrites dates such as 'Thu Sep 25 10:36:28 BRST 2003', '31/12/1999' or "
  "'the 2nd of March, 2015' as YYYY-MM-DD with a character-level sequence-to-sequence model "
  "with Bahdanau attention, and marks the outputs a user must check (ambiguous, "
  "low-confidence, not-a-date and others). The default model is included.\n\n"
  "The library is included too: libdates.a, its headers (dates/normalizer.h is the stable "
  "API), the CMake package (find_package(dates), target dates::dates) and dates.pc. Building "
  "against it needs the development packages named in Suggests.\n\n"
  "The Python module is included: import dates (dates.load(), Model.normalize, "
  "dates.to_iso for pandas, dates.dask for Dask; the last two need the packages named in "
  "Suggests).")
# Depends: dpkg-shlibdeps reads the ELF files (bin/dates, bin/dates-full) and names the Debian packages of the
# shared libraries they load (libtorch1.13, libfmt9, libyaml-cpp0.7, libstdc++6, ...), with
# their versions; it needs dpkg-dev and file (scripts/setup.sh installs them).
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
# LibTorch runs on whichever libblas.so.3 is chosen (OpenBLAS's is 7x faster than the reference
# BLAS: docs/speed.md, scripts/setup.sh); bin/dates loads libopenblas.so.0 itself where its own
# kernels do not run (a CPU without AVX2).
set(CPACK_DEBIAN_PACKAGE_RECOMMENDS "libopenblas0-pthread")
# Only to build programs against the installed library (its CMake package finds them),
# and, for the Python module's pandas and Dask parts, those packages.
set(CPACK_DEBIAN_PACKAGE_SUGGESTS
    "libtorch-dev, libfmt-dev, libyaml-cpp-dev, libicu-dev, python3-pandas, python3-dask, python3-distributed")
set(CPACK_GENERATOR DEB)
include(CPack)
