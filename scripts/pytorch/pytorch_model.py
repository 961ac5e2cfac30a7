"""The dates seq2seq models (bidirectional GRU encoder + any decoder of the zoo) in PyTorch.

A plain-PyTorch twin of the C++/LibTorch model in lib/: the modules and parameter names are
the same, so a checkpoint written by `dates train` (model.safetensors) loads with
`load_state_dict(..., strict=True)` whatever its model.attention (bahdanau, luong-dot,
luong-general, luong-concat, luong-local-p, luong-local-m, none; with or without
model.input_feeding), and the computations follow lib/src/*.cpp step by step, so
the logits agree with LibTorch's to float32 rounding. Needs only python3-torch (1.13 tested)
and scripts/pytorch/safetensors_io.py beside this file; run it with /usr/bin/python3.

Loading a checkpoint and normalising dates:

    import sys; sys.path.insert(0, "scripts/pytorch")
    import pytorch_model as pm

    checkpoint = pm.load_checkpoint("runs/bahdanau/model.safetensors")  # or the run directory
    print(pm.translate(checkpoint, ["15 Sep, 2004", "november 4 1985"]))
    # ['2004-09-15', '1985-11-04']

    # Or by hand:
    model, config_yaml, source_tokens, target_tokens = checkpoint   # a 4-tuple
    source_ids, lengths = pm.make_source_batch(["15 sep 2004"], source_tokens)
    tokens, attention, log_probability = pm.greedy(model, source_ids, lengths, max_steps=17)
    print(pm.decode(tokens[0].tolist(), target_tokens))

    # Teacher-forced logits [B, T, V] (what training's loss sees):
    source_ids, lengths, decoder_inputs, targets = pm.make_batch(
        [("15 sep 2004", "2004-09-15")], source_tokens, target_tokens)
    logits = pm.teacher_forced_logits(model, source_ids, lengths, decoder_inputs)

The model (shapes: B batch, S source length, E embedding_dim, H encoder_hidden per direction,
Hd decoder_hidden, A attention_dim, V vocabulary size), built from the checkpoint's config
(model_options; a model value the port does not support is a ValueError naming key and value):

    encoder:  keys = BiGRU(embedding(x))                         [B, S, 2H], zero on padding
              s_0  = tanh(bridge(backward final state))          [B, Hd]
    bahdanau decoder, at each step t, from the previous token y_{t-1} (<s> first) and s_{t-1}:
              e    = v^T tanh(W s_{t-1} + U k + b)               (attention.query/key/v)
              a_t  = masked_softmax(e, mask);  c_t = sum_s a_t,s k_s
              s_t  = GRUCell([embedding(y_{t-1}); c_t], s_{t-1})
              logits_t = output([s_t; c_t; embedding(y_{t-1})])
    luong-* decoders (LuongDecoder, LuongAttention): s_t = GRUCell([embedding(y_{t-1}); h~_{t-1}],
              s_{t-1}) (h~ fed only with model.input_feeding), attention with s_t (dot, general,
              concat; local-p/-m windows score with general), h~_t = tanh(combine([s_t; c_t])),
              logits_t = output(h~_t)
    none (PlainDecoder): s_t = GRUCell(embedding(y_{t-1}), s_{t-1}),
              logits_t = output([s_t; embedding(y_{t-1})])

Vocabularies are character lists stored in the checkpoint's metadata; ids 0-3 are the specials
<pad>, <unk>, <s>, </s>; characters not in the source vocabulary encode as <unk>. Sources must
be prepared the way the checkpoint's config says before encoding (model_source; translate does
it): private-use code points U+E000..U+F8FF removed, then data.normalize ('dates' = ASCII
lowercase, commas deleted, whitespace runs collapsed to one space, trimmed; 'lower' = the same
but commas kept; 'spaces' = whitespace only; 'none'; see normalize_text), then, for models
trained with data.order_control: true, one control character in front naming the reading
convention of numeric dates: U+E000 mdy, U+E001 dmy, U+E002 ymd (lib/include/dates/
reading_order.h). A real-world model (checkpoints/real) so reads 3/4/15 three ways:

    checkpoint = pm.load_checkpoint("checkpoints/real")
    print(pm.translate(checkpoint, ["3/4/15"] * 3, order=["mdy", "dmy", "ymd"]))
    # a well-trained one: ['2015-03-04', '2015-04-03', '2003-04-15']
    source = pm.model_source("3/4/15", checkpoint, order="dmy")   # '\ue001' + '3/4/15'
"""
import json
import os
import sys

import torch
from torch import nn
from torch.nn.utils.rnn import pack_padded_sequence, pad_packed_sequence

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import safetensors_io  # noqa: E402

PAD, UNK, BEGIN, END = 0, 1, 2, 3
SPECIAL_TOKENS = ["<pad>", "<unk>", "<s>", "</s>"]
FORMAT = "dates-seq2seq/1"


# ---- the model ---------------------------------------------------------------------------------

def length_mask(lengths, source_length):
    """Bool [B, S], true on real positions (lib/src/nn/masking.cpp length_mask)."""
    positions = torch.arange(source_length, device=lengths.device)
    return positions.unsqueeze(0) < lengths.long().unsqueeze(1)


def masked_softmax(scores, mask):
    """Softmax over the last axis of `scores` [B, S] where `mask` [B, S] is true; zeros where
    false, and a row with no true position is all zeros (not NaN). As lib/src/nn/masking.cpp."""
    masked = scores.masked_fill(~mask, float("-inf"))
    row_max = masked.detach().max(dim=-1, keepdim=True).values
    row_max = row_max.masked_fill(row_max.isinf(), 0.0)
    exponentials = (masked - row_max).exp()
    row_sum = exponentials.sum(dim=-1, keepdim=True)
    safe_sum = torch.where(row_sum > 0, row_sum, torch.ones_like(row_sum))
    return exponentials / safe_sum


class AdditiveAttention(nn.Module):
    """Bahdanau's additive score (lib/src/nn/additive_attention.cpp), query q [B, Dq], keys
    k [B, S, Dk]:

        e_s = v^T tanh(W q + U k_s + b)      [B, S]
        a   = masked_softmax(e, mask)         [B, S]
        c   = sum_s a_s k_s                   [B, Dk]

    Parameters: query.weight W [A, Dq] (no bias), key.weight U [A, Dk], key.bias b [A],
    v.weight [1, A] (no bias)."""

    def __init__(self, d_query, d_key, d_attn):
        super().__init__()
        self.query = nn.Linear(d_query, d_attn, bias=False)
        self.key = nn.Linear(d_key, d_attn)
        self.v = nn.Linear(d_attn, 1, bias=False)

    def project_keys(self, keys):
        """U k + b for every position, [B, S, Dk] -> [B, S, A]; computed once a batch."""
        return self.key(keys)

    def scores(self, query, keys, proj=None):
        projected_keys = self.project_keys(keys) if proj is None else proj
        return self.v(torch.tanh(self.query(query).unsqueeze(1) + projected_keys)).squeeze(-1)

    def forward(self, query, keys, mask, proj=None):
        """Returns (context [B, Dk], weights [B, S])."""
        weights = masked_softmax(self.scores(query, keys, proj), mask)
        context = torch.bmm(weights.unsqueeze(1), keys).squeeze(1)
        return context, weights


LUONG_SCORES = ("dot", "general", "concat")
LUONG_WINDOWS = ("global", "local-p", "local-m")


class LuongAttention(nn.Module):
    """Luong's multiplicative attention, global and local (lib/src/nn/luong_attention.cpp; Luong,
    Pham and Manning 2015, sections 3.1-3.2). The query is the decoder state s_t [B, Dq] *after*
    this step's recurrence; the keys h [B, S, Dk] are the encoder outputs, also what is read.

    Scores e [B, S], by `score`:
        dot      e_s = s_t . h_s                      (Dq == Dk; no parameters)
        general  e_s = s_t^T W_a h_s                  key.weight W_a [Dq, Dk]
        concat   e_s = v^T tanh(W_q s_t + W_k h_s)    query.weight [A, Dq], key.weight [A, Dk],
                                                      v.weight [1, A]
    No layer has a bias. project_keys(h) (dot: h; general: W_a h [B, S, Dq]; concat: W_k h
    [B, S, A]) is computed once a batch.

    Weights a [B, S] and context c = sum_s a_s h_s [B, Dk], by `window`:
        global   a = masked_softmax(e, mask)
        local-m  p_t = t (the decoder step, from 0)
        local-p  p_t = L_b sigmoid(v_p^T tanh(W_p s_t))   L_b = mask.sum(1) [B];
                 position.weight W_p [Dq, Dq], position_v.weight v_p [1, Dq]
        local    W = mask & (|s - p_t| <= D), D = half_width, sigma = D / 2
                 a_s = masked_softmax(e, W)_s exp(-(s - p_t)^2 / (2 sigma^2))   (not renormalised)
    A row whose window holds no real position reads nothing (weights and context 0)."""

    def __init__(self, d_query, d_key, score, d_attn=0, window="global", half_width=4):
        super().__init__()
        if score not in LUONG_SCORES:
            raise ValueError(f"unknown Luong score '{score}'; allowed: " + ", ".join(LUONG_SCORES))
        if window not in LUONG_WINDOWS:
            raise ValueError(f"unknown Luong window '{window}'; allowed: "
                             + ", ".join(LUONG_WINDOWS))
        if score == "dot" and d_query != d_key:
            raise ValueError(f"score 'dot' needs equal query and key widths, got d_query={d_query}"
                             f" and d_key={d_key}")
        if score == "concat" and d_attn <= 0:
            raise ValueError(f"score 'concat' needs a positive d_attn, got {d_attn}")
        if half_width < 1:
            raise ValueError(f"half_width D of the local window must be >= 1, got {half_width}")
        self.score, self.window, self.half_width = score, window, half_width
        if score == "concat":
            self.query = nn.Linear(d_query, d_attn, bias=False)
            self.key = nn.Linear(d_key, d_attn, bias=False)
            self.v = nn.Linear(d_attn, 1, bias=False)
        elif score == "general":
            self.key = nn.Linear(d_key, d_query, bias=False)  # W_a [Dq, Dk]
        if window == "local-p":
            self.position = nn.Linear(d_query, d_query, bias=False)
            self.position_v = nn.Linear(d_query, 1, bias=False)

    def project_keys(self, keys):
        """keys [B, S, Dk] -> dot: keys; general: W_a h [B, S, Dq]; concat: W_k h [B, S, A]."""
        return keys if self.score == "dot" else self.key(keys)

    def scores(self, query, keys, proj=None):
        """Unmasked scores e [B, S] for query s_t [B, Dq]."""
        projected_keys = self.project_keys(keys) if proj is None else proj
        if self.score == "concat":
            projected_query = self.query(query).unsqueeze(1)  # [B, 1, A]
            return self.v(torch.tanh(projected_query + projected_keys)).squeeze(-1)
        return torch.bmm(projected_keys, query.unsqueeze(2)).squeeze(2)

    def positions(self, query, mask, step):
        """Window centres p_t [B] in the query's dtype (local windows only)."""
        if self.window == "local-m":
            return torch.full((query.size(0),), float(step), dtype=query.dtype,
                              device=query.device)
        if self.window != "local-p":
            raise ValueError("global attention has no window positions p_t")
        lengths = mask.sum(dim=1).to(query.dtype)  # [B]
        alignment = self.position_v(torch.tanh(self.position(query)))  # [B, 1]
        return lengths * torch.sigmoid(alignment.squeeze(-1))

    def forward(self, query, keys, mask, proj=None, step=0):
        """Returns (context [B, Dk], weights [B, S]); `step` is t (local-m reads it)."""
        scores = self.scores(query, keys, proj)
        if self.window == "global":
            weights = masked_softmax(scores, mask)
        else:
            centre = self.positions(query, mask, step)  # [B]
            source = torch.arange(keys.size(1), dtype=query.dtype, device=query.device)  # [S]
            offset = source.unsqueeze(0) - centre.unsqueeze(1)  # [B, S]
            half_width = float(self.half_width)
            sigma = half_width / 2
            window = mask & (offset.abs() <= half_width)  # [B, S]
            gaussian = torch.exp(-offset.pow(2) / (2 * sigma * sigma))  # [B, S]
            weights = masked_softmax(scores, window) * gaussian
        context = torch.bmm(weights.unsqueeze(1), keys).squeeze(1)  # [B, Dk]
        return context, weights


class Encoder(nn.Module):
    """Character embeddings and a bidirectional GRU over packed sequences
    (lib/src/model/encoder.cpp), for every decoder:

        keys = BiGRU(embedding(x))                 [B, S, 2H], zero on padding
        s_0  = tanh(bridge(backward final state))  [B, Hd]

    Parameters: embedding.weight [V, E]; rnn.{weight,bias}_{ih,hh}_l0[_reverse] as nn.GRU;
    bridge.weight [Hd, H], bridge.bias [Hd]."""

    def __init__(self, vocabulary_size, embedding_dim, hidden_size, decoder_hidden_size):
        super().__init__()
        self.embedding = nn.Embedding(vocabulary_size, embedding_dim, padding_idx=PAD)
        self.rnn = nn.GRU(embedding_dim, hidden_size, batch_first=True, bidirectional=True)
        self.bridge = nn.Linear(hidden_size, decoder_hidden_size)

    def forward(self, source_ids, source_lengths):
        """source_ids [B, S] (padded with 0), source_lengths [B] (all >= 1). Returns
        (keys [B, S, 2H] zero on padding, mask [B, S] bool, initial_state [B, Hd])."""
        source_length = source_ids.size(1)
        embedded = self.embedding(source_ids)
        packed = pack_padded_sequence(embedded, source_lengths.to("cpu", torch.long),
                                      batch_first=True, enforce_sorted=False)
        packed_keys, final_states = self.rnn(packed)  # h_n [2, B, H], in input order
        keys, _ = pad_packed_sequence(packed_keys, batch_first=True, padding_value=0.0,
                                      total_length=source_length)
        # The backward direction's final state: its state at position 0, having read it all.
        initial_state = torch.tanh(self.bridge(final_states[1]))
        return keys, length_mask(source_lengths, source_length), initial_state


# Every decoder has the interface of lib/include/dates/model/decoder.h: initial_state(s_0) gives
# the state before the first step, prepare(keys) what depends only on the keys (once a batch),
# step(y_{t-1} [B], state, keys, mask, prepared, t) -> (logits [B, V], state, weights [B, S]).

class BahdanauDecoder(nn.Module):
    """Attention with the *previous* state, then the GRU cell (lib/src/model/bahdanau_decoder.cpp):

        c_t, a_t = AdditiveAttention(s_{t-1}, keys, mask)     [B, 2H], [B, S]
        s_t      = GRUCell([embedding(y_{t-1}); c_t], s_{t-1})  [B, Hd]
        logits_t = output([s_t; c_t; embedding(y_{t-1})])       [B, V]

    Feeding c_t into the GRU is how this decoder's recurrence reads the source, so it is always
    done: model.input_feeding (Luong's h~ feeding) does not apply here, and the C++ ignores it
    for bahdanau, as does this port. The state is s_t [B, Hd].
    Parameters: embedding.weight [V, E]; attention.* (Dq = Hd, Dk = 2H); rnn.* as
    GRUCell(E + 2H, Hd); output.weight [V, Hd + 2H + E], output.bias [V]."""

    def __init__(self, vocabulary_size, embedding_dim, key_size, hidden_size, attention_dim):
        super().__init__()
        self.embedding = nn.Embedding(vocabulary_size, embedding_dim, padding_idx=PAD)
        self.attention = AdditiveAttention(hidden_size, key_size, attention_dim)
        self.rnn = nn.GRUCell(embedding_dim + key_size, hidden_size)
        self.output = nn.Linear(hidden_size + key_size + embedding_dim, vocabulary_size)

    def initial_state(self, encoder_state):
        return encoder_state

    def prepare(self, keys):
        return self.attention.project_keys(keys)

    def step(self, previous_tokens, previous_state, keys, mask, prepared, step=0):
        """One step from y_{t-1} [B] and s_{t-1} [B, Hd]: (logits [B, V], s_t, weights [B, S])."""
        embedded = self.embedding(previous_tokens)
        context, weights = self.attention(previous_state, keys, mask, prepared)
        state = self.rnn(torch.cat([embedded, context], dim=1), previous_state)
        logits = self.output(torch.cat([state, context, embedded], dim=1))
        return logits, state, weights


class LuongState(tuple):
    """A Luong decoder's state: (hidden s_t [B, Hd], attentional h~_t [B, Hd] or None)."""

    def __new__(cls, hidden, attentional):
        return super().__new__(cls, (hidden, attentional))

    @property
    def hidden(self):
        return self[0]

    @property
    def attentional(self):
        return self[1]


class LuongDecoder(nn.Module):
    """The GRU steps first, then attention reads with the *current* state
    (lib/src/model/luong_decoder.cpp):

        s_t      = GRUCell([embedding(y_{t-1}); h~_{t-1}], s_{t-1})   [B, Hd]  (input feeding)
                 = GRUCell(embedding(y_{t-1}), s_{t-1})               without input feeding
        c_t, a_t = LuongAttention(s_t, keys, mask, t)                 [B, 2H], [B, S]
        h~_t     = tanh(combine([s_t; c_t]))                          [B, Hd]  (attentional state)
        logits_t = output(h~_t)                                       [B, V]

    h~_0 = 0. The state is LuongState(s_t, h~_t).
    Parameters: embedding.weight [V, E]; attention.* (LuongAttention, Dq = Hd, Dk = 2H);
    rnn.* as GRUCell(E + Hd, Hd) with input feeding, GRUCell(E, Hd) without;
    combine.weight [Hd, Hd + 2H] (no bias); output.weight [V, Hd], output.bias [V]."""

    def __init__(self, vocabulary_size, embedding_dim, key_size, hidden_size, attention,
                 input_feeding):
        super().__init__()
        self.input_feeding = input_feeding
        self.embedding = nn.Embedding(vocabulary_size, embedding_dim, padding_idx=PAD)
        self.attention = attention
        self.rnn = nn.GRUCell(embedding_dim + (hidden_size if input_feeding else 0), hidden_size)
        self.combine = nn.Linear(hidden_size + key_size, hidden_size, bias=False)
        self.output = nn.Linear(hidden_size, vocabulary_size)

    def initial_state(self, encoder_state):
        return LuongState(encoder_state,
                          torch.zeros_like(encoder_state) if self.input_feeding else None)

    def prepare(self, keys):
        return self.attention.project_keys(keys)

    def step(self, previous_tokens, previous_state, keys, mask, prepared, step=0):
        """One step from y_{t-1} [B] and LuongState(s_{t-1}, h~_{t-1}): (logits [B, V],
        LuongState(s_t, h~_t), weights [B, S])."""
        embedded = self.embedding(previous_tokens)  # [B, E]
        rnn_input = torch.cat([embedded, previous_state.attentional], dim=1) \
            if self.input_feeding else embedded
        state = self.rnn(rnn_input, previous_state.hidden)  # s_t [B, Hd]
        context, weights = self.attention(state, keys, mask, prepared, step)
        attentional = torch.tanh(self.combine(torch.cat([state, context], dim=1)))  # [B, Hd]
        return self.output(attentional), LuongState(state, attentional), weights


class PlainDecoder(nn.Module):
    """The baseline without attention (model.attention: none; lib/src/model/plain_decoder.cpp):
    the source reaches the decoder only through s_0.

        s_t      = GRUCell(embedding(y_{t-1}), s_{t-1})   [B, Hd]
        logits_t = output([s_t; embedding(y_{t-1})])      [B, V]

    The weights it returns are zeros [B, S]. The state is s_t [B, Hd].
    Parameters: embedding.weight [V, E]; rnn.* as GRUCell(E, Hd); output.weight [V, Hd + E],
    output.bias [V]."""

    def __init__(self, vocabulary_size, embedding_dim, hidden_size):
        super().__init__()
        self.embedding = nn.Embedding(vocabulary_size, embedding_dim, padding_idx=PAD)
        self.rnn = nn.GRUCell(embedding_dim, hidden_size)
        self.output = nn.Linear(hidden_size + embedding_dim, vocabulary_size)

    def initial_state(self, encoder_state):
        return encoder_state

    def prepare(self, keys):
        return None

    def step(self, previous_tokens, previous_state, keys, mask, prepared, step=0):
        embedded = self.embedding(previous_tokens)  # [B, E]
        state = self.rnn(embedded, previous_state)  # [B, Hd]
        logits = self.output(torch.cat([state, embedded], dim=1))
        return logits, state, torch.zeros_like(mask, dtype=state.dtype)


# model.attention values and the decoder each builds (lib/src/model/seq2seq.cpp make_decoder).
ATTENTION_KINDS = ("bahdanau", "luong-dot", "luong-general", "luong-concat", "luong-local-p",
                   "luong-local-m", "none")


def make_decoder(target_vocabulary_size, embedding_dim, key_size, decoder_hidden, attention_dim,
                 attention, input_feeding, local_window):
    """The decoder model.attention names, as make_decoder in lib/src/model/seq2seq.cpp: local
    attention scores with 'general' (as Luong et al.)."""
    if attention == "bahdanau":
        return BahdanauDecoder(target_vocabulary_size, embedding_dim, key_size, decoder_hidden,
                               attention_dim)
    if attention == "none":
        return PlainDecoder(target_vocabulary_size, embedding_dim, decoder_hidden)
    if attention in ATTENTION_KINDS and attention.startswith("luong-"):
        variant = attention[len("luong-"):]
        local = variant in ("local-p", "local-m")
        module = LuongAttention(decoder_hidden, key_size, "general" if local else variant,
                                d_attn=attention_dim, window=variant if local else "global",
                                half_width=local_window)
        return LuongDecoder(target_vocabulary_size, embedding_dim, key_size, decoder_hidden,
                            module, input_feeding)
    raise ValueError(f"model.attention '{attention}' is not supported by the PyTorch port; "
                     "allowed: " + ", ".join(ATTENTION_KINDS))


class Seq2Seq(nn.Module):
    """Encoder + the decoder model.attention names (lib/src/model/seq2seq.cpp). Parameter names:
    encoder.* and decoder.*, exactly as in the C++ checkpoints. The options are the model keys
    of the config (model_options reads them from a checkpoint's)."""

    def __init__(self, source_vocabulary_size, target_vocabulary_size, embedding_dim=32,
                 encoder_hidden=64, decoder_hidden=128, attention_dim=64, attention="bahdanau",
                 input_feeding=True, local_window=4):
        super().__init__()
        self.attention = attention
        self.encoder = Encoder(source_vocabulary_size, embedding_dim, encoder_hidden,
                               decoder_hidden)
        self.decoder = make_decoder(target_vocabulary_size, embedding_dim, 2 * encoder_hidden,
                                    decoder_hidden, attention_dim, attention, input_feeding,
                                    local_window)

    def forward(self, source_ids, source_lengths, decoder_inputs):
        """Teacher-forced logits [B, T, V] for decoder_inputs [B, T] = (<s>, y_1, ..., y_{T-1})."""
        keys, mask, encoder_state = self.encoder(source_ids, source_lengths)
        prepared = self.decoder.prepare(keys)
        state = self.decoder.initial_state(encoder_state)
        logits = []
        for t in range(decoder_inputs.size(1)):
            step_logits, state, _ = self.decoder.step(decoder_inputs[:, t], state, keys, mask,
                                                      prepared, t)
            logits.append(step_logits)
        return torch.stack(logits, dim=1)


def teacher_forced_logits(model, source_ids, lengths, decoder_inputs):
    """Logits [B, T, V] with the gold previous tokens fed (Seq2Seq::forward, teacher_forcing=1).
    Runs without autograd in eval mode."""
    model.eval()
    with torch.no_grad():
        return model(source_ids, lengths, decoder_inputs)


def greedy(model, source_ids, lengths, max_steps):
    """Greedy decoding as lib/src/decode/decoding.cpp: feeds back the most probable token until every
    row has produced </s> or after max_steps steps. Returns (tokens [B, T] long, </s> then 0
    after it; attention [B, T, S]; log_probability [B], the chosen tokens' summed log-probs)."""
    model.eval()
    with torch.no_grad():
        batch = source_ids.size(0)
        keys, mask, encoder_state = model.encoder(source_ids, lengths)
        prepared = model.decoder.prepare(keys)
        state = model.decoder.initial_state(encoder_state)
        previous = torch.full((batch,), BEGIN, dtype=source_ids.dtype, device=source_ids.device)
        finished = torch.zeros(batch, dtype=torch.bool, device=source_ids.device)
        log_probability = torch.zeros(batch, dtype=keys.dtype, device=keys.device)
        tokens, attention = [], []
        for t in range(max_steps):
            logits, state, weights = model.decoder.step(previous, state, keys, mask, prepared, t)
            best_log_prob, best = torch.log_softmax(logits, dim=1).max(dim=1)
            best = best.masked_fill(finished, PAD)
            log_probability += best_log_prob.masked_fill(finished, 0.0)
            tokens.append(best)
            attention.append(weights.masked_fill(finished.unsqueeze(1), 0.0))
            finished = finished | (best == END)
            previous = best
            if bool(finished.all()):
                break
        return torch.stack(tokens, dim=1), torch.stack(attention, dim=1), log_probability


# ---- text -----------------------------------------------------------------------------------

_ASCII_SPACE = " \t\n\r\v\f"
NORMALIZATIONS = ("dates", "lower", "spaces", "none")
# Reading conventions and their control characters (lib/src/data/reading_order.cpp).
READING_ORDERS = ("mdy", "dmy", "ymd")
ORDER_CONTROL = {"mdy": "\ue000", "dmy": "\ue001", "ymd": "\ue002"}


def _has_surrogates(text):
    """Whether `text` holds surrogates: bytes that were not UTF-8, read with 'surrogateescape'
    (as check_pytorch_parity.py reads data files), which the C++ sees as raw bytes."""
    return any("\ud800" <= c <= "\udfff" for c in text)


def _to_bytes(text):
    """The bytes the C++ holds for `text` (escaped bytes back as they were)."""
    try:
        return text.encode("utf-8", "surrogateescape")
    except UnicodeEncodeError:  # a lone surrogate that no byte escape made
        return text.encode("utf-8", "surrogatepass")


def _from_bytes(data):
    return data.decode("utf-8", "surrogateescape")


def strip_private_use(text):
    """Removes every private-use code point U+E000..U+F8FF (lib/src/core/source_text.cpp), so a
    user's text carries no control characters. Done on the UTF-8 bytes, as the C++, when the
    text holds escaped non-UTF-8 bytes (removing one can join the bytes around it)."""
    if not _has_surrogates(text):
        return "".join(c for c in text if not "\ue000" <= c <= "\uf8ff")
    data, kept, i = _to_bytes(text), bytearray(), 0
    while i < len(data):
        lead = data[i]
        if i + 2 < len(data) and lead in (0xEE, 0xEF):
            second, third = data[i + 1], data[i + 2]
            code_point = ((lead & 0x0F) << 12) | ((second & 0x3F) << 6) | (third & 0x3F)
            if (second & 0xC0) == 0x80 and (third & 0xC0) == 0x80 and \
                    0xE000 <= code_point <= 0xF8FF:
                i += 3
                continue
        kept.append(lead)
        i += 1
    return _from_bytes(bytes(kept))


def collapse_whitespace(text):
    """Runs of ASCII whitespace become one space; leading and trailing whitespace is dropped
    (lib/src/core/source_text.cpp collapse_whitespace)."""
    out, pending_space = [], False
    for c in text:
        if c in _ASCII_SPACE:
            pending_space = bool(out)
            continue
        if pending_space:
            out.append(" ")
            pending_space = False
        out.append(c)
    return "".join(out)


def _lower_ascii(text):
    return "".join(c.lower() if "A" <= c <= "Z" else c for c in text)


def normalize_source(text):
    """The 'dates' normalisation (lib/src/core/source_text.cpp): commas deleted, ASCII A-Z
    lowercased, runs of ASCII whitespace collapsed to one space, leading/trailing dropped."""
    out, pending_space = [], False
    for c in text:
        if c == ",":
            continue
        if c in _ASCII_SPACE:
            pending_space = bool(out)
            continue
        if pending_space:
            out.append(" ")
            pending_space = False
        out.append(c.lower() if "A" <= c <= "Z" else c)
    return "".join(out)


def normalize_text(text, normalize):
    """data.normalize of the config, after removing private-use code points (strip_private_use),
    as lib/src/core/source_text.cpp normalize_text: 'dates' (normalize_source), 'lower' (ASCII A-Z
    lowercased, whitespace collapsed and trimmed, punctuation kept), 'spaces' (whitespace
    collapsed and trimmed only) or 'none'."""
    if normalize not in NORMALIZATIONS:
        raise ValueError(f"unknown normalisation '{normalize}'; allowed: "
                         + ", ".join(NORMALIZATIONS))
    text = strip_private_use(text)
    if normalize == "dates":
        return normalize_source(text)
    if normalize == "spaces":
        return collapse_whitespace(text)
    if normalize == "lower":
        return _lower_ascii(collapse_whitespace(text))
    return text


def check_reading_order(order):
    """`order` if it is mdy, dmy or ymd; ValueError otherwise (parse_reading_order)."""
    if order not in READING_ORDERS:
        raise ValueError(f"unknown reading order '{order}'; allowed: mdy (month/day/year), "
                         "dmy (day/month/year), ymd (year/month/day)")
    return order


def with_order_control(order, source):
    """The control character of `order` (U+E000 mdy, U+E001 dmy, U+E002 ymd) + source."""
    return ORDER_CONTROL[check_reading_order(order)] + source


def model_source(text, checkpoint, order=None, normalize=True):
    """What the model reads for `text` (lib/src/data/data.cpp model_source): normalised as the
    checkpoint's data.normalize says (skipped with normalize=False: `text` is normalised
    already), then, if the checkpoint has data.order_control, the control character of `order`
    (None = the checkpoint's default_order, mdy unless its config says) in front."""
    source = normalize_text(text, checkpoint.normalize) if normalize else text
    order = check_reading_order(checkpoint.default_order if order is None else order)
    return with_order_control(order, source) if checkpoint.order_control else source


def split_characters(text):
    """Characters (code points) of `text`: one token each, as Vocabulary does on UTF-8. Escaped
    non-UTF-8 bytes split as lib/src/data/vocabulary.cpp split_characters splits the raw bytes."""
    if not _has_surrogates(text):
        return list(text)
    data, characters, position = _to_bytes(text), [], 0
    while position < len(data):
        lead, length = data[position], 1
        if 0xF0 <= lead < 0xF8:
            length = 4
        elif lead >= 0xE0:
            length = 3 if lead < 0xF0 else 1
        elif lead >= 0xC0:
            length = 2
        well_formed = position + length <= len(data) and all(
            (data[position + i] & 0xC0) == 0x80 for i in range(1, length))
        if not well_formed:
            length = 1
        characters.append(_from_bytes(data[position:position + length]))
        position += length
    return characters


DIGIT_PAIRS = [f"{tens}{units}" for tens in range(10) for units in range(10)]


def encode(text, tokens):
    """Ids of each character of `text` in the vocabulary `tokens` (1 = <unk> if absent); no
    <s> or </s> added. A vocabulary holding the hundred digit pairs ("00" .. "99",
    data.target_tokens: digit_pairs) cuts each run of ASCII digits into pairs from its start:
    "1975-8" is 19, 75, -, 8 (as Vocabulary::encode does)."""
    index = tokens if isinstance(tokens, dict) else {token: i for i, token in enumerate(tokens)}
    pairs = all(pair in index for pair in DIGIT_PAIRS)
    characters = split_characters(text)
    ids, position = [], 0
    while position < len(characters):
        pair = "".join(characters[position:position + 2])
        if pairs and len(pair) == 2 and pair.isascii() and pair.isdigit():
            ids.append(index[pair])
            position += 2
        else:
            ids.append(index.get(characters[position], UNK))
            position += 1
    return ids


def decode(ids, tokens):
    """Concatenates the tokens up to (not including) the first </s>; skips <pad> and <s>."""
    text = []
    for i in ids:
        i = int(i)
        if i == END:
            break
        if i in (PAD, BEGIN) or i < 0 or i >= len(tokens):
            continue
        text.append(tokens[i])
    return "".join(text)


def _pad_rows(rows, width):
    padded = torch.full((len(rows), width), PAD, dtype=torch.long)
    for r, row in enumerate(rows):
        padded[r, :len(row)] = torch.tensor(row, dtype=torch.long)
    return padded


def make_source_batch(sources, source_tokens):
    """(source_ids [B, S] padded with 0, lengths [B]) for already-normalised sources."""
    index = {token: i for i, token in enumerate(source_tokens)}
    rows = [encode(source, index) for source in sources]
    if any(not row for row in rows):
        raise ValueError("cannot encode an empty source")
    return (_pad_rows(rows, max(len(row) for row in rows)),
            torch.tensor([len(row) for row in rows], dtype=torch.long))


def make_batch(pairs, source_tokens, target_tokens):
    """For (source, target) pairs: (source_ids, lengths, decoder_inputs [B, T] = <s> + target,
    targets [B, T] = target + </s>), T = longest target + 1, padded with 0 (batching.cpp)."""
    index = {token: i for i, token in enumerate(target_tokens)}
    source_ids, lengths = make_source_batch([source for source, _ in pairs], source_tokens)
    encoded = [encode(target, index) for _, target in pairs]
    inputs = [[BEGIN] + row for row in encoded]
    targets = [row + [END] for row in encoded]
    width = max(len(row) for row in targets)
    return source_ids, lengths, _pad_rows(inputs, width), _pad_rows(targets, width)


# ---- checkpoints ----------------------------------------------------------------------------

def parse_config(config_yaml):
    """The checkpoint's config (two-level YAML as written by the C++ to_yaml) as
    {section: {key: value string}}; quoted strings are unquoted."""
    config, section = {}, None
    for line in config_yaml.splitlines():
        if not line.strip() or line.lstrip().startswith("#"):
            continue
        key, _, value = line.strip().partition(":")
        value = value.strip()
        if not line.startswith((" ", "\t")):
            section = config.setdefault(key, {})
            continue
        if len(value) >= 2 and value[0] == value[-1] and value[0] in "'\"":
            value = json.loads(value) if value[0] == '"' else value[1:-1].replace("''", "'")
        if section is not None:
            section[key] = value
    return config


# The model keys of the config (lib/include/dates/io/config.h ModelConfig) with the C++ defaults
# and bounds; Seq2Seq takes them as keyword arguments.
MODEL_KEYS = {
    "attention": "bahdanau",
    "embedding_dim": 32,
    "encoder_hidden": 64,
    "decoder_hidden": 128,
    "attention_dim": 64,
    "input_feeding": True,
    "local_window": 4,
}
_MAX_WIDTH, _MAX_SOURCE_LENGTH = 4096, 10000  # kMaxWidth, kMaxSourceLength


def model_options(model_config):
    """Seq2Seq's keyword arguments from the config's model section ({key: value string}), as
    the C++ reads them (lib/src/io/config.cpp): absent keys take the C++ defaults; a key the
    port does not know, or a value it does not support, raises ValueError naming the key and
    the value. model.input_feeding is read for every kind and used by the Luong decoders only
    (as in C++); attention_dim by bahdanau and luong-concat; local_window by luong-local-p/-m."""
    unknown = sorted(set(model_config) - set(MODEL_KEYS))
    if unknown:
        key = unknown[0]
        raise ValueError(f"model.{key} '{model_config[key]}' is not a model key the PyTorch port "
                         "knows; it knows: " + ", ".join(f"model.{k}" for k in MODEL_KEYS))
    options = dict(MODEL_KEYS)
    for key, text in model_config.items():
        if key == "attention":
            if text not in ATTENTION_KINDS:
                raise ValueError(f"model.attention '{text}' is not supported by the PyTorch port; "
                                 "allowed: " + ", ".join(ATTENTION_KINDS))
            options[key] = text
        elif key == "input_feeding":
            if text not in ("true", "false"):
                raise ValueError(f"model.input_feeding '{text}' is not true or false")
            options[key] = text == "true"
        else:
            upper = _MAX_SOURCE_LENGTH if key == "local_window" else _MAX_WIDTH
            try:
                value = int(text)
            except ValueError:
                value = None
            if value is None or not 1 <= value <= upper or str(value) != text.strip():
                raise ValueError(f"model.{key} '{text}' is not an integer in 1 .. {upper}")
            options[key] = value
    if options["attention"] == "luong-dot" and \
            options["decoder_hidden"] != 2 * options["encoder_hidden"]:
        raise ValueError(f"model.attention 'luong-dot' needs model.decoder_hidden "
                         f"({options['decoder_hidden']}) = 2 x model.encoder_hidden "
                         f"({options['encoder_hidden']}), the key width")
    return options


class Checkpoint(tuple):
    """(model, config_yaml, source_tokens, target_tokens); also .config (parsed), .metadata."""

    def __new__(cls, model, config_yaml, source_tokens, target_tokens, metadata):
        self = super().__new__(cls, (model, config_yaml, source_tokens, target_tokens))
        self.model, self.config_yaml = model, config_yaml
        self.source_tokens, self.target_tokens = source_tokens, target_tokens
        self.metadata, self.config = metadata, parse_config(config_yaml)
        return self

    @property
    def normalize(self):
        return self.config.get("data", {}).get("normalize", "dates")

    @property
    def max_target_length(self):
        return int(self.config.get("data", {}).get("max_target_length", 16))

    @property
    def max_source_length(self):
        return int(self.config.get("data", {}).get("max_source_length", 64))

    @property
    def order_control(self):
        """data.order_control: sources start with a reading-convention control character."""
        value = self.config.get("data", {}).get("order_control", "false")
        if value not in ("true", "false"):
            raise ValueError(f"data.order_control '{value}' is not true or false")
        return value == "true"

    @property
    def default_order(self):
        """data.default_order (the convention of inputs given none), mdy when absent."""
        return check_reading_order(self.config.get("data", {}).get("default_order", "mdy"))

    @property
    def attention(self):
        """model.attention: the decoder the model has (bahdanau when absent)."""
        return self.model.attention


def load_checkpoint(path, device="cpu"):
    """Loads a `dates` checkpoint (a model.safetensors or a run directory holding one).

    Returns (model, config_yaml_text, source_tokens, target_tokens): an eval-mode Seq2Seq built
    from the config's model section (model_options: the decoder model.attention names, every
    kind of lib/src/model/seq2seq.cpp) with every parameter loaded strictly, the YAML config
    text from the metadata, and the two vocabularies as lists of tokens (index = id). The returned tuple also has .config (the
    parsed YAML), .metadata, .normalize, .order_control, .default_order, .attention and
    .max_target_length."""
    if os.path.isdir(path):
        path = os.path.join(path, "model.safetensors")
    tensors, metadata = safetensors_io.load(path)
    if metadata.get("format") != FORMAT:
        raise ValueError(f"{path}: format '{metadata.get('format')}' is not {FORMAT}")
    try:
        options = model_options(parse_config(metadata["config"]).get("model", {}))
    except ValueError as error:
        raise ValueError(f"{path}: {error}") from None
    source_tokens = json.loads(metadata["source_vocabulary"])
    target_tokens = json.loads(metadata["target_vocabulary"])
    for name, tokens in (("source", source_tokens), ("target", target_tokens)):
        if tokens[:4] != SPECIAL_TOKENS:
            raise ValueError(f"{path}: the {name} vocabulary does not start with the specials")
    model = Seq2Seq(len(source_tokens), len(target_tokens), **options)
    try:
        model.load_state_dict(tensors, strict=True)
    except RuntimeError as error:
        raise ValueError(f"{path}: the tensors do not fit the model its config describes "
                         f"(model.attention '{options['attention']}'): {error}") from None
    model.to(device).eval()
    return Checkpoint(model, metadata["config"], source_tokens, target_tokens, metadata)


def translate(checkpoint, texts, batch_size=256, normalize=True, order=None):
    """Greedy translations of raw texts, batched like `dates translate`/`dates eval` (256 a
    batch, at most max_target_length + 1 steps). Each text becomes model_source(text,
    checkpoint, order): normalised first (unless normalize=False: the texts are normalised
    already), then, for an order_control checkpoint, the control character of the reading
    convention put in front. `order`: 'mdy', 'dmy', 'ymd', a list of them (one a text) or None
    (the checkpoint's default_order). A checkpoint without order_control reads numeric dates as
    its data did: another order than its default is refused, as `dates translate --order`.
    An output may be empty (an order_control model says the text holds no date)."""
    model, _, source_tokens, target_tokens = checkpoint
    device = next(model.parameters()).device
    orders = [order] * len(texts) if order is None or isinstance(order, str) else list(order)
    if len(orders) != len(texts):
        raise ValueError(f"{len(orders)} orders for {len(texts)} texts")
    if not checkpoint.order_control:
        for o in set(orders) - {None}:
            if check_reading_order(o) != checkpoint.default_order:
                raise ValueError(f"order {o}: the model was not trained with reading conventions "
                                 "(data.order_control); it reads numeric dates as its data did")
    texts = [model_source(text, checkpoint, o, normalize) for text, o in zip(texts, orders)]
    outputs = []
    for begin in range(0, len(texts), batch_size):
        source_ids, lengths = make_source_batch(texts[begin:begin + batch_size], source_tokens)
        tokens, _, _ = greedy(model, source_ids.to(device), lengths.to(device),
                              checkpoint.max_target_length + 1)
        outputs.extend(decode(row, target_tokens) for row in tokens.cpu().tolist())
    return outputs


if __name__ == "__main__":
    arguments = sys.argv[1:]
    order = None
    for i, argument in enumerate(arguments[:-1]):
        if argument == "--order":
            order = arguments[i + 1]
            del arguments[i:i + 2]
            break
    if len(arguments) < 2:
        sys.exit("usage: /usr/bin/python3 scripts/pytorch/pytorch_model.py CHECKPOINT "
                 "[--order mdy|dmy|ymd] DATE...")
    for output in translate(load_checkpoint(arguments[0]), arguments[1:], order=order):
        print(output)
