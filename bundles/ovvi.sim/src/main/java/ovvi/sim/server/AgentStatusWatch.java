package ovvi.sim.server;

import com.google.gson.JsonObject;
import ovvi.sim.json.Json;

/**
 * One pane's agent status followed as herdr's pane.agent_status_changed entry follows it
 * ({@code subscriptions.rs}): a change of status or presentation that passes the filter is told
 * once; a filter that the pane already meets when the watch starts is told at the first poll.
 * Shared by events.subscribe's entry and events.wait.
 */
final class AgentStatusWatch {

	private final Session session;
	private final String paneId;
	private final String filter;
	private JsonObject last;
	private boolean initial;

	/** Call under the session's monitor; the pane must exist. */
	AgentStatusWatch(Session session, Pane pane, String filter) {
		this.session = session;
		this.paneId = pane.id;
		this.filter = filter;
		this.last = data(pane);
		this.initial = filter != null && filter.equals(last.get("agent_status").getAsString());
	}

	/**
	 * @return the data of a change (or of the initial match) that passes the filter, else null
	 * @throws ApiError pane_not_found once the pane has closed
	 */
	JsonObject poll() {
		JsonObject now;
		synchronized (session) {
			Pane p = session.findPane(paneId);
			if (p == null) {
				throw ApiError.paneNotFound(paneId);
			}
			now = data(p);
		}
		boolean tell = initial || !now.equals(last);
		initial = false;
		last = now;
		if (!tell || (filter != null && !filter.equals(now.get("agent_status").getAsString()))) {
			return null;
		}
		return now;
	}

	/** The event's data: pane, workspace, status and the presentation fields that are set. */
	private static JsonObject data(Pane p) {
		Terminal t = p.terminal;
		JsonObject o = Json.obj("pane_id", p.id, "workspace_id", p.workspace.id, "agent_status", t.agentStatus());
		Json.put(o, "agent", t.agent);
		Json.put(o, "title", t.title);
		Json.put(o, "display_agent", t.displayAgent);
		if (!t.stateLabels.isEmpty()) {
			o.add("state_labels", Json.toJson(t.stateLabels));
		}
		return o;
	}
}
