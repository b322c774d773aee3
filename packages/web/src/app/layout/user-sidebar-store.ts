import { create } from 'zustand';

interface UserSidebarState {
  open: boolean;
  /** The sidebar shows the settings instead of the Activity/Tokens/Pools tabs. */
  showSettings: boolean;
  openSidebar(): void;
  closeSidebar(): void;
  toggleSettings(): void;
}

/** Whether the right user sidebar is open (opened from the header's wallet button). */
export const useUserSidebarStore = create<UserSidebarState>((set) => ({
  open: false,
  showSettings: false,
  openSidebar: () => set({ open: true, showSettings: false }),
  closeSidebar: () => set({ open: false }),
  toggleSettings: () => set((state) => ({ showSettings: !state.showSettings })),
}));
