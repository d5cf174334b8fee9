// The projects feature's public face: what other features and the app use (decision 119).
// The project list read is the project-list feature's (decision 148).
export {};
