"""Adam: each weight moves by its gradient's running mean over its running size."""

from __future__ import annotations

import numpy as np

from selfattn_gui.core.training.sizes import Weights


class Adam:
    """The Adam optimiser (Kingma and Ba 2015) with bias correction.

    Every weight gets its own step size: the running mean of its gradient (momentum,
    ``beta1``) divided by the square root of the running mean of its squared
    gradient (``beta2``), times the learning rate.  So each weight moves by about the
    learning rate per step at most, however large or small its gradients are.

    With ``weight_decay`` above 0 every weight also shrinks by ``learning_rate ·
    weight_decay`` of itself before each step ("decoupled" weight decay, AdamW:
    Loshchilov and Hutter 2019): what the loss does not keep asking for fades, so a
    model leans on fewer, clearer paths.
    """

    def __init__(
        self,
        weights: Weights,
        learning_rate: float = 3e-3,
        beta1: float = 0.9,
        beta2: float = 0.999,
        epsilon: float = 1e-8,
        weight_decay: float = 0.0,
    ) -> None:
        self.learning_rate, self.weight_decay = learning_rate, weight_decay
        self.beta1, self.beta2, self.epsilon = beta1, beta2, epsilon
        self.mean = {name: np.zeros_like(w) for name, w in weights.items()}
        self.square = {name: np.zeros_like(w) for name, w in weights.items()}
        self.steps = 0

    def update(self, weights: Weights, gradients: Weights) -> None:
        """Move ``weights`` (in place) one step against ``gradients``."""
        self.steps += 1
        mean_correction = 1.0 - self.beta1**self.steps
        square_correction = 1.0 - self.beta2**self.steps
        for name, gradient in gradients.items():
            if self.weight_decay:
                weights[name] *= 1.0 - self.learning_rate * self.weight_decay
            mean, square = self.mean[name], self.square[name]
            mean *= self.beta1
            mean += (1.0 - self.beta1) * gradient
            square *= self.beta2
            square += (1.0 - self.beta2) * gradient * gradient
            step = (mean / mean_correction) / (np.sqrt(square / square_correction) + self.epsilon)
            weights[name] -= self.learning_rate * step
