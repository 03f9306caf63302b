package ovvi.sim.server;

import com.google.gson.JsonObject;
import java.util.List;
import java.util.Map;
import java.util.function.Predicate;
import ovvi.sim.json.Json;

/** What the method groups share: the session, which terminals a stream controls, common steps. */
abstract class Api {

	static final String ENDED = "terminal attach ended: terminal <id> not found";

	final Session session;
	final Predicate<Terminal> controlled;

	Api(Session session, Predicate<Terminal> controlled) {
		this.session = session;
		this.controlled = controlled;
	}

	abstract void register(Dispatcher d);

	static JsonObject ok() {
		return Json.obj("type", "ok");
	}

	void publish(String name, Object... keyValues) {
		session.hub.publish(name, Json.obj(keyValues));
	}

	void layoutUpdated(Tab t) {
		session.fitPtys(t, controlled);
		publish("layout_updated", "layout", Views.layout(session, t));
	}

	/** A required unsigned integer param. */
	static long unsigned(Params p, String key) {
		if (!p.raw().has(key)) {
			throw new RequestError("missing field `" + key + "`");
		}
		return p.optUnsigned(key);
	}

	/**
	 * herdr's tab.move / workspace.move arithmetic: "insert before the item now at index" (an item
	 * left of the index ends at index - 1). @return whether the order changed
	 */
	static <T> boolean moveBefore(List<T> items, T item, long index) {
		int from = items.indexOf(item);
		int to = (int) (from < index ? index - 1 : index);
		if (from == to) {
			return false;
		}
		items.remove(from);
		items.add(to, item);
		return true;
	}

	/** herdr's env checks (invalid_env). */
	static Map<String, String> env(Params p) {
		Map<String, String> env = p.optStringMap("env");
		if (env != null) {
			env.forEach((k, v) -> {
				if (k.isEmpty() || k.contains("=") || k.indexOf('\0') >= 0) {
					throw new ApiError("invalid_env", "invalid environment variable name: " + k);
				}
				if (v.indexOf('\0') >= 0) {
					throw new ApiError("invalid_env", "environment variable " + k + " contains NUL");
				}
			});
		}
		return env;
	}

	/** A new tab with one pane, emitting tab_created, pane_created (layout_updated is the caller's). */
	Tab tabWithPane(Workspace w, String label, String cwd, Map<String, String> env, String failCode) {
		Tab t = session.newTab(w, label);
		try {
			Pane p = session.spawnPane(t, cwd, env, null, failCode);
			t.root = new LayoutNode.Leaf(p);
			t.focused = p;
		} catch (ApiError e) {
			session.removeTab(t);
			throw e;
		}
		return t;
	}

	/** A new workspace with one tab and one pane, appended last; it takes focus when asked or when none is active. */
	Workspace createWorkspace(String cwd, String label, boolean focus, Map<String, String> env) {
		Workspace w = session.newWorkspace(label);
		Tab t;
		try {
			t = tabWithPane(w, null, cwd, env, "workspace_create_failed");
		} catch (ApiError e) {
			session.workspaces.remove(w);
			throw e;
		}
		if (focus || session.active == null) {
			session.focus(t.focused);
		}
		session.fitPtys(t, controlled);
		return w;
	}

	/** What a new workspace's events and replies carry. */
	record Created(JsonObject workspace, JsonObject tab, JsonObject rootPane) {
	}

	/** Emits workspace_created, tab_created, pane_created, layout_updated for a new workspace (§5.2). */
	Created announceCreated(Workspace w) {
		Tab t = w.tabs.get(0);
		Created c = new Created(Views.workspace(session, w), Views.tab(session, t), Views.pane(session, t.focused));
		publish("workspace_created", "workspace", c.workspace());
		publish("tab_created", "tab", c.tab());
		publish("pane_created", "pane", c.rootPane());
		publish("layout_updated", "layout", Views.layout(session, t));
		return c;
	}

	/** Closes a whole tab's panes (streams see "not found"). */
	void endPanes(Tab t) {
		for (Pane p : t.panes()) {
			session.closePane(p, ENDED);
		}
	}
}
