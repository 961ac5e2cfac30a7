"""The coefficients of the inference rows' tanh (lib/src/nn/avx512_math.h, tanh16; avx2_math.h,
tanh8): tanh(x) ~ x P(x^2) / Q(x^2) on [0, B], B = 7.9053 (where float32's tanh rounds to 1),
P of degree 3 and Q of degree 3 in x^2 (degree 7 / 6 in x), Q(0) = 1.

A linearised fit (y Q - x P = 0 by weighted least squares on Chebyshev and even points),
reweighted towards the largest errors for a near-minimax result (Sanathanan-Koerner with
Lawson-like weights); the best of the iterations is printed with its largest error, in float64
and as float32 evaluates it (Horner, as the kernels). numpy only.

    /usr/bin/python3 scripts/provenance/fit_tanh.py [--numerator 4 --denominator 4]
"""
import argparse

import numpy as np

BOUND = 7.90531110763549805


def fit(numerator_terms, denominator_terms, iterations=60):
    x = np.concatenate([np.cos(np.linspace(0, np.pi, 4000)) * BOUND / 2 + BOUND / 2,
                        np.linspace(0, BOUND, 4000)])
    y = np.tanh(x)
    t = x * x
    weights = np.ones_like(x)
    best = None
    for _ in range(iterations):
        design = np.concatenate(
            [np.stack([x * t**i for i in range(numerator_terms)], 1),
             -np.stack([y * t**i for i in range(1, denominator_terms)], 1)], 1)
        solution, *_ = np.linalg.lstsq(design * weights[:, None], y * weights, rcond=None)
        p = solution[:numerator_terms]
        q = np.concatenate([[1.0], solution[numerator_terms:]])
        big_q = sum(q[i] * t**i for i in range(denominator_terms))
        error = x * sum(p[i] * t**i for i in range(numerator_terms)) / big_q - y
        largest = np.abs(error).max()
        if best is None or largest < best[0]:
            best = (largest, p, q)
        weights = weights / np.abs(big_q) * (1 + 50 * np.abs(error) / largest)
        weights /= weights.max()
    return best


def float32_error(p, q):
    xs = np.linspace(-10, 10, 200001).astype(np.float32)
    clamped = np.clip(xs, -BOUND, BOUND).astype(np.float32)
    t = (clamped * clamped).astype(np.float32)
    big_p = np.float32(p[-1])
    for c in p[-2::-1]:
        big_p = (big_p * t + np.float32(c)).astype(np.float32)
    big_q = np.float32(q[-1])
    for c in q[-2::-1]:
        big_q = (big_q * t + np.float32(c)).astype(np.float32)
    approx = (clamped * big_p / big_q).astype(np.float64)
    return np.abs(approx - np.tanh(xs.astype(np.float64))).max()


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--numerator", type=int, default=4, help="terms of P (default 4)")
    parser.add_argument("--denominator", type=int, default=4, help="terms of Q (default 4)")
    arguments = parser.parse_args()
    largest, p, q = fit(arguments.numerator, arguments.denominator)
    print(f"largest error on [0, {BOUND}]: {largest:.3g} (float64), "
          f"{float32_error(p, q):.3g} on [-10, 10] evaluated in float32")
    print("P, constant first:", ", ".join(repr(float(c)) for c in p))
    print("Q, constant first:", ", ".join(repr(float(c)) for c in q))


if __name__ == "__main__":
    main()
