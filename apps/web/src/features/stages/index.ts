// The stages feature's public face: what other features and the app use (decision 119).
export { useWorkflows } from './api/workflows';
export { WorkflowTab } from './components/workflow-tab';
