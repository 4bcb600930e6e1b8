// PLACEHOLDER: the images helper writes the real pipeline.
