package ovvi.model;

import java.util.List;

import ovvi.model.snapshot.Snapshot.TabRecord;

/** One tab of a space, with its panes in layout order and its split tree. */
public final class Tab extends ModelObject {

	public static final String ID = "id";
	public static final String LABEL = "label";
	public static final String AGENT_STATUS = "agentStatus";
	public static final String PANES = "panes";
	public static final String LAYOUT = "layout";

	private volatile String id;
	private volatile boolean standIn;
	private final boolean madeHere;
	private final String spaceId;
	private volatile int number;
	private volatile String label;
	private volatile AgentStatus agentStatus = AgentStatus.UNKNOWN;
	private volatile List<Pane> panes = List.of();
	private volatile LayoutNode layout;
	private volatile String zoomedPaneId;

	Tab(String id, String spaceId, boolean standIn) {
		this.id = id;
		this.spaceId = spaceId;
		this.standIn = standIn;
		this.madeHere = standIn;
	}

	void update(TabRecord tab, Changes changes) {
		number = tab.number();
		String before = label;
		label = tab.label();
		changes.changed(this, LABEL, before, label);
		AgentStatus status = agentStatus;
		agentStatus = tab.agentStatus();
		changes.changed(this, AGENT_STATUS, status, agentStatus);
	}

	void panes(List<Pane> now, LayoutNode tree, String zoomedPane, Changes changes) {
		if (!sameObjects(panes, now)) {
			panes = List.copyOf(now);
			changes.fire(this, PANES);
		}
		LayoutNode before = layout;
		String zoomBefore = zoomedPaneId;
		layout = tree;
		zoomedPaneId = zoomedPane;
		if (!java.util.Objects.equals(before, tree) || !java.util.Objects.equals(zoomBefore, zoomedPane)) {
			changes.fire(this, LAYOUT);
		}
	}

	void becomes(String realId, Changes changes) {
		String before = id;
		id = realId;
		standIn = false;
		changes.changed(this, ID, before, realId);
	}

	static <T> boolean sameObjects(List<T> a, List<T> b) {
		if (a.size() != b.size()) {
			return false;
		}
		for (int i = 0; i < a.size(); i++) {
			if (a.get(i) != b.get(i)) {
				return false;
			}
		}
		return true;
	}

	public String id() {
		return id;
	}

	/** True for a tab this app's New Tab made (it showed as a stand-in first): a quick close of it shows at once. */
	public boolean madeHere() {
		return madeHere;
	}

	/** True while this tab shows for a tab.create herdr has not answered yet. */
	public boolean isStandIn() {
		return standIn;
	}

	public String spaceId() {
		return spaceId;
	}

	/** herdr's stable tab number inside its space. */
	public int number() {
		return number;
	}

	/** herdr's label: the custom name, else the tab's position as a number. */
	public String label() {
		return label;
	}

	public AgentStatus agentStatus() {
		return agentStatus;
	}

	public List<Pane> panes() {
		return panes;
	}

	/** The split tree, null for a stand-in. */
	public LayoutNode layout() {
		return layout;
	}

	public boolean zoomed() {
		return zoomedPaneId != null;
	}

	/** The one pane a zoomed tab shows (herdr's focused pane of the tab), or null when it is not zoomed. */
	public String zoomedPaneId() {
		return zoomedPaneId;
	}

	@Override
	public String toString() {
		return "Tab " + id;
	}
}
