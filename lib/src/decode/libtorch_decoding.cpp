#include "dates/decode/libtorch_decoding.h"

#include <torch/types.h>

#include <mutex>

#include "dates/decode/beam_search.h"
#include "dates/decode/date_constraint.h"
#include "dates/decode/translator.h"
#include "dates/model/checkpoint.h"

namespace dates {

namespace {

class BundleDecoding : public LibTorchDecoding {
 public:
  explicit BundleDecoding(std::shared_ptr<ModelBundle> bundle) : bundle_(std::move(bundle)) {}

  std::vector<std::vector<BeamTranslation>> translate(const std::vector<std::string>& sources,
                                                      const BeamOptions& options, bool constrain,
                                                      int64_t batch_size, bool keep_attention,
                                                      std::ostream* progress) const override {
    auto& bundle = *bundle_;
    Translator translator{bundle.model,
                          bundle.source_vocabulary,
                          bundle.target_vocabulary,
                          bundle.config.data.max_target_length,
                          torch::kCPU,
                          batch_size};
    translator.keep_attention = keep_attention;
    translator.progress = progress;
    auto beam = options;
    beam.constraint = constrain ? &constraint() : nullptr;
    return translate_beam(translator, sources, beam);
  }

 private:
  // Built once, when first asked for (its tables cost more than a short call's decoding).
  const DateConstraint& constraint() const {
    std::call_once(constraint_built_, [this] {
      constraint_ = std::make_unique<const DateConstraint>(bundle_->target_vocabulary);
    });
    return *constraint_;
  }

  std::shared_ptr<ModelBundle> bundle_;
  mutable std::once_flag constraint_built_;
  mutable std::unique_ptr<const DateConstraint> constraint_;
};

}  // namespace

ReadingModel libtorch_reading_model(std::shared_ptr<ModelBundle> bundle,
                                    const std::string& model_name, ComputeType compute) {
  ReadingModel model;
  model.description.config = bundle->config;
  model.description.source_vocabulary = bundle->source_vocabulary;
  model.description.target_vocabulary = bundle->target_vocabulary;
  model.description.min_confidence = bundle->min_confidence;
  model.description.calibration = bundle->calibration;
  if (runtime_supports(bundle->config) && !libtorch_engine_asked()) {
    auto runtime = inference_model_of(*bundle, model_name);
    prepare_products(runtime, compute);
    model.runtime = std::make_shared<const InferenceModel>(std::move(runtime));
  }
  model.libtorch = std::make_shared<const BundleDecoding>(std::move(bundle));
  return model;
}

ReadingModel libtorch_reading_model(ModelBundle& bundle, const std::string& model_name,
                                    ComputeType compute) {
  // The aliasing constructor with no owner: a pointer that does not own.
  return libtorch_reading_model(
      std::shared_ptr<ModelBundle>(std::shared_ptr<ModelBundle>(), &bundle), model_name, compute);
}

}  // namespace dates
