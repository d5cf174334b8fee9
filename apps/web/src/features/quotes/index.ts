// The quotes' public face (decision 119): their screens are reached through the app's routes (decision 158).
export {};
