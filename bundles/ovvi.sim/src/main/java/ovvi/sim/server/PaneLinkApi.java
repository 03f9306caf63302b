package ovvi.sim.server;

import com.google.gson.JsonArray;
import com.google.gson.JsonNull;
import com.google.gson.JsonObject;
import com.google.gson.JsonPrimitive;
import java.util.function.Predicate;
import ovvi.sim.json.Json;
import ovvi.sim.vt.Screen;
import ovvi.sim.vt.ViewportLink;

/**
 * pane.link.resolve and pane.link.activate (herdr 0.9.1, protocol 22), as herdr's
 * {@code read_checked_pane_link} answers them: one shape of params ({@code PaneLinkActivateParams}:
 * pane_id, a viewport_row and col of the pane's viewport as it is scrolled now, optional
 * content_revision and offset_from_bottom fences); pane_not_found for an unknown pane, stale_target
 * for one not on the active workspace's active tab, stale_content when a fence no longer holds.
 * resolve answers only the regions (none for a cell without a link); activate answers the address
 * with {@code handled: false}, and neither writes to the pane.
 */
final class PaneLinkApi extends Api {

	/** The sim keeps no content revision: pane.read reports 0, so 0 is the only one that holds. */
	private static final long CONTENT_REVISION = 0;

	PaneLinkApi(Session session, Predicate<Terminal> controlled) {
		super(session, controlled);
	}

	@Override
	void register(Dispatcher d) {
		d.register("pane.link.resolve", p -> resolved(read(p, "resolution")));
		d.register("pane.link.activate", p -> activated(read(p, "activation")));
	}

	private static JsonObject resolved(ViewportLink link) {
		JsonArray regions = new JsonArray();
		if (link != null) {
			for (ViewportLink.Region r : link.regions()) {
				regions.add(Json.obj("row", r.row(), "start_col", r.startCol(), "end_col", r.endCol()));
			}
		}
		return Json.obj("type", "pane_link_resolved", "regions", regions);
	}

	private static JsonObject activated(ViewportLink link) {
		JsonObject o = Json.obj("type", "pane_link_activated", "handled", false);
		o.add("url", link == null ? JsonNull.INSTANCE : new JsonPrimitive(link.target()));
		return o;
	}

	private ViewportLink read(Params p, String operation) {
		String paneId = p.str("pane_id");
		int row = u16(p, "viewport_row");
		int col = u16(p, "col");
		Long revision = p.optUnsigned("content_revision");
		Long offset = p.optUnsigned("offset_from_bottom");
		Pane pane = session.findPane(paneId);
		if (pane == null) {
			throw new ApiError("pane_not_found", "pane not found");
		}
		if (!visible(pane)) {
			throw new ApiError("stale_target", "pane is no longer visible");
		}
		Screen screen = pane.terminal.process.screen;
		if (offset != null && offset != screen.viewOffset()) {
			throw new ApiError("stale_content", "pane viewport changed before link " + operation);
		}
		if (revision != null && revision != CONTENT_REVISION) {
			throw new ApiError("stale_content", "pane content changed before link " + operation);
		}
		return ViewportLink.at(screen.viewport(), col, row);
	}

	/** herdr's pane_visible_on_active_surface: the active workspace's active tab, not behind a zoomed pane. */
	private boolean visible(Pane pane) {
		Tab tab = pane.tab;
		return session.active == pane.workspace && pane.workspace.activeTab == tab && (!tab.zoomed || tab.focused == pane);
	}

	private static int u16(Params p, String key) {
		long v = unsigned(p, key);
		if (v > 0xFFFF) {
			throw new RequestError("invalid value: integer `" + v + "`, expected u16");
		}
		return (int) v;
	}
}
