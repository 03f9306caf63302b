package ovvi.model;

import java.util.Map;

import ovvi.model.snapshot.Snapshot.AgentRecord;
import ovvi.model.snapshot.Snapshot.PaneRecord;

/**
 * One pane as the last snapshot had it, or a stand-in for one a write in flight is making. Its
 * card is keyed by {@link #card()}, which survives every move.
 */
public final class Pane extends ModelObject {

	public static final String ID = "id";
	public static final String TERMINAL = "terminalId";
	public static final String PLACE = "place";
	public static final String CWD = "cwd";
	public static final String LABEL = "label";
	public static final String TITLE = "title";
	public static final String AGENT = "agent";
	public static final String AGENT_STATUS = "agentStatus";
	public static final String TOKENS = "tokens";

	private final SessionKey session;
	private final long seenAt = System.nanoTime();
	private volatile String id;
	private volatile boolean standIn;
	private final boolean madeHere;
	private volatile String terminalId;
	private volatile String spaceId;
	private volatile String tabId;
	private volatile String cwd;
	private volatile String foregroundCwd;
	private volatile String label;
	private volatile String agent;
	private volatile String agentName;
	private volatile String title;
	private volatile String terminalTitle;
	private volatile String displayAgent;
	private volatile AgentStatus agentStatus = AgentStatus.UNKNOWN;
	private volatile long agentStatusSince = seenAt;
	private volatile Map<String, String> tokens = Map.of();
	private volatile String agentSession;

	Pane(SessionKey session, String id, boolean standIn) {
		this.session = session;
		this.id = id;
		this.standIn = standIn;
		this.madeHere = standIn;
	}

	void update(PaneRecord pane, AgentRecord agentRecord, Changes changes) {
		String before = terminalId;
		terminalId = pane.terminalId();
		changes.changed(this, TERMINAL, before, terminalId);
		before = spaceId + tabId;
		spaceId = pane.spaceId();
		tabId = pane.tabId();
		changes.changed(this, PLACE, before, spaceId + tabId);
		before = cwd + "\0" + foregroundCwd;
		cwd = pane.cwd();
		foregroundCwd = pane.foregroundCwd();
		changes.changed(this, CWD, before, cwd + "\0" + foregroundCwd);
		before = label;
		label = pane.label();
		changes.changed(this, LABEL, before, label);
		before = title + "\0" + terminalTitle + "\0" + displayAgent;
		title = pane.title();
		terminalTitle = pane.terminalTitle();
		displayAgent = pane.displayAgent();
		changes.changed(this, TITLE, before, title + "\0" + terminalTitle + "\0" + displayAgent);
		before = agent + "\0" + agentName + "\0" + agentSession;
		agent = pane.agent();
		agentName = agentRecord == null ? null : agentRecord.name();
		agentSession = pane.agentSession();
		changes.changed(this, AGENT, before, agent + "\0" + agentName + "\0" + agentSession);
		AgentStatus status = agentStatus;
		agentStatus = pane.agentStatus();
		if (changes.changed(this, AGENT_STATUS, status, agentStatus)) {
			agentStatusSince = System.nanoTime();
		}
		Map<String, String> oldTokens = tokens;
		tokens = pane.tokens();
		changes.changed(this, TOKENS, oldTokens, tokens);
	}

	/** herdr's pane took this stand-in's place: the same object goes on under herdr's id. */
	void becomes(String realId, Changes changes) {
		String before = id;
		id = realId;
		standIn = false;
		changes.changed(this, ID, before, realId);
	}

	public String id() {
		return id;
	}

	/** When this pane (or its stand-in) first showed: a shell in its first seconds still runs startup programs. */
	public long seenAtNanos() {
		return seenAt;
	}

	/** True for a pane this app's split made (it showed as a stand-in first): a quick close of it shows at once. */
	public boolean madeHere() {
		return madeHere;
	}

	/** True while this pane shows for a split herdr has not answered yet: an empty card. */
	public boolean isStandIn() {
		return standIn;
	}

	/** Null for a stand-in. */
	public CardKey card() {
		return terminalId == null ? null : session.card(terminalId);
	}

	public String terminalId() {
		return terminalId;
	}

	public String spaceId() {
		return spaceId;
	}

	public String tabId() {
		return tabId;
	}

	public String cwd() {
		return cwd;
	}

	/** The folder of the program in front, else the shell's: where "here" is for a new tab. */
	public String liveCwd() {
		return foregroundCwd != null ? foregroundCwd : cwd;
	}

	public String label() {
		return label;
	}

	public String agent() {
		return agent;
	}

	/** The managed agent name (agent.start), or null. */
	public String agentName() {
		return agentName;
	}

	public String title() {
		return title;
	}

	public String terminalTitle() {
		return terminalTitle;
	}

	public String displayAgent() {
		return displayAgent;
	}

	public AgentStatus agentStatus() {
		return agentStatus;
	}

	/**
	 * When the agent status last changed, by {@link System#nanoTime()}. herdr tells no time, so a
	 * status counts from the snapshot that first showed it to this app.
	 */
	public long agentStatusSinceNanos() {
		return agentStatusSince;
	}

	public Map<String, String> tokens() {
		return tokens;
	}

	public String agentSession() {
		return agentSession;
	}

	@Override
	public String toString() {
		return "Pane " + id;
	}
}
