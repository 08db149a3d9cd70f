/** One-time state the dashboard hands to the play screen: the groups to preselect. */
export interface PlayState {
  groupIds: string[];
}
