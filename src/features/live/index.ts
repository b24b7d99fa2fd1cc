/** Live casino hosts and rooms (SPEC §7 live model list, room list, launch chat) and the chat room modal. */
export { LiveLobby } from './LiveLobby';
export { ChatRoomModal } from './ChatRoomModal';
export { loadChatRoomModal } from './lazy';
