"""The Train panel: train the induction model from random weights and watch its heads form.

- :mod:`.training_picture`: what the panel shows of a model at one step (no Qt)
- :mod:`.background_training`: the trainer in a worker thread, reporting by signals
- :mod:`.train_charts`: the loss and copy-accuracy curves, the heads' patterns
- :mod:`.train_panel`: the panel's controls, texts and views
- :mod:`.train_dock`: the dock, its View menu entry, opening the weights in the window
"""
