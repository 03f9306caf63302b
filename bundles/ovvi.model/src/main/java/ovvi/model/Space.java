package ovvi.model;

import java.util.List;
import java.util.Map;

import ovvi.model.snapshot.Snapshot.SpaceRecord;

/** One space (herdr's workspace) with its tabs in bar order. */
public final class Space extends ModelObject {

	public static final String LABEL = "label";
	public static final String AGENT_STATUS = "agentStatus";
	public static final String TOKENS = "tokens";
	public static final String WORKTREE = "worktree";
	public static final String TABS = "tabs";

	private final String id;
	private volatile int number;
	private volatile String label;
	private volatile AgentStatus agentStatus = AgentStatus.UNKNOWN;
	private volatile Map<String, String> tokens = Map.of();
	private volatile Worktree worktree;
	private volatile List<Tab> tabs = List.of();

	Space(String id) {
		this.id = id;
	}

	void update(SpaceRecord space, Changes changes) {
		number = space.number();
		String before = label;
		label = space.label();
		changes.changed(this, LABEL, before, label);
		AgentStatus status = agentStatus;
		agentStatus = space.agentStatus();
		changes.changed(this, AGENT_STATUS, status, agentStatus);
		Map<String, String> oldTokens = tokens;
		tokens = space.tokens();
		changes.changed(this, TOKENS, oldTokens, tokens);
		Worktree oldWorktree = worktree;
		worktree = space.worktree();
		changes.changed(this, WORKTREE, oldWorktree, worktree);
	}

	void tabs(List<Tab> now, Changes changes) {
		if (!Tab.sameObjects(tabs, now)) {
			tabs = List.copyOf(now);
			changes.fire(this, TABS);
		}
	}

	public String id() {
		return id;
	}

	/** herdr's 1-based position of the space in the sidebar. */
	public int number() {
		return number;
	}

	public String label() {
		return label;
	}

	public AgentStatus agentStatus() {
		return agentStatus;
	}

	public Map<String, String> tokens() {
		return tokens;
	}

	/** Null unless herdr put the space in a worktree group. */
	public Worktree worktree() {
		return worktree;
	}

	public List<Tab> tabs() {
		return tabs;
	}

	@Override
	public String toString() {
		return "Space " + id;
	}
}
