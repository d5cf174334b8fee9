// The messaging feature's public face: what other features and the app use (decision 119).
export { MessagesTab } from './components/messages-tab';
export { useOrderReadyOffer } from './components/order-ready';
export { ReadyMessageButton } from './components/ready-message-button';
export { SendMessageMenu } from './components/send-message-menu';
export { ConversationThread } from './components/conversation-thread';
