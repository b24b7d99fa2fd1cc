/**
 * Live casino hosts and rooms (SPEC §7 live model list, room list, launch chat) and the chat room modal.
 * `api.ts`, `screens/` (the live lobby, the chat room modal). No components or rules of its own: both screens
 * are laid out from kit pieces, and reading hosts and rooms is the api's select.
 */
export { LiveLobby } from './screens/LiveLobby';
export { ChatRoomModal } from './screens/ChatRoomModal';
export { loadChatRoomModal } from './lazy';
