package ovvi.model.snapshot;

import java.util.List;
import java.util.Map;

import ovvi.model.AgentStatus;
import ovvi.model.LayoutNode;
import ovvi.model.Worktree;

/**
 * The fields of herdr's session.snapshot that Ovvi uses, and no others. Lists are in herdr's
 * order: spaces as the sidebar has them, tabs as each bar has them.
 */
public record Snapshot(String version, List<SpaceRecord> spaces, List<TabRecord> tabs, List<PaneRecord> panes,
		Map<String, LayoutRecord> layouts, Map<String, AgentRecord> agents) {

	public record SpaceRecord(String id, int number, String label, AgentStatus agentStatus, Map<String, String> tokens,
			Worktree worktree) {
	}

	public record TabRecord(String id, String spaceId, int number, String label, AgentStatus agentStatus) {
	}

	public record PaneRecord(String id, String terminalId, String spaceId, String tabId, String cwd, String foregroundCwd,
			String label, String agent, String title, String terminalTitle, String displayAgent, AgentStatus agentStatus,
			Map<String, String> tokens, String agentSession) {
	}

	/**
	 * A tab's split tree; null root when herdr gave no layout for it. A zoomed tab shows only its
	 * focused pane (herdr zooms the focused one), so that pane is kept for it.
	 */
	public record LayoutRecord(String tabId, boolean zoomed, String focusedPaneId, LayoutNode root) {
	}

	/** What agents[] adds to a pane: its managed name (agent.start), when it has one. */
	public record AgentRecord(String paneId, String name) {
	}
}
