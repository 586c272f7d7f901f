/** The room the phone's tab bar takes at the bottom of the screen (below `md`): a layout pads its main area by it. */
export const TAB_BAR_SPACE = 'max-md:pb-[calc(4.5rem+env(safe-area-inset-bottom))]';
