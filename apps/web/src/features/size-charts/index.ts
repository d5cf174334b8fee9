// The size charts' public face (decision 214): the page is reached through the app's routes; a
// special order reads a designer's charts and shows what one proposed for its bride.
export { SizeProposalShown } from './components/size-proposal-shown';
export { useSizeCharts, useSizeProposal } from './api/size-charts-api';
