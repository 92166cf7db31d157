"""Training the engine's own attention-only models, in NumPy, on synthetic tasks.

- :mod:`.sizes`: how big a model is, and its weights by name, drawn from a seed
- :mod:`.forward` and :mod:`.backward`: a batch through the model, and the
  gradients back through it, written out by hand
- :mod:`.loss`: cross-entropy of the next-token predictions that count
- :mod:`.adam`: the optimiser
- :mod:`.task`: what the trainer asks of a task
- :mod:`.copy_task`: the data ("a random sequence, then the same sequence again")
- :mod:`.it_refers_task`: the data ("... because it was too tired it =" -> the animal)
- :mod:`.trainer`: one object that trains step by step and can stop between steps
- :mod:`.to_session`: the weights as an ordinary :class:`Session` at any time
- :mod:`.head_scores`: what each head does, measured on any session with the app's engine
- :mod:`.referent_scores`: whether "it" finds its noun, and which head looks there
- :mod:`.make_models`: regenerates the shipped models in ``resources/models/``
"""
