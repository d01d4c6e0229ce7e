"""Game control: the QObject between the game view and the model."""
