package ovvi.terminal;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.WeakHashMap;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;

import ovvi.herdr.api.HerdrErrorReply;
import ovvi.herdr.api.HerdrException;
import ovvi.herdr.api.HerdrSession;

/**
 * The links herdr itself knows in a pane's viewport (herdr 0.9.1+): OSC 8 hyperlinks, whose text is
 * not their address and whose sequences a card may never see. {@code pane.link.resolve} answers
 * only the cells a link covers; its address comes from {@code pane.link.activate}, which on herdr's
 * server opens nothing and only answers it ({@code handled: false}). A herdr that does not know the
 * methods (0.8.x: {@code invalid_request}, unknown variant) is not asked again for the session. No SWT;
 * every call blocks, off the UI thread.
 */
final class PaneLinks {

	/** Where a link lies on the viewport: inclusive columns, one region a row it covers. */
	record Region(int row, int first, int last) {

		boolean covers(int row, int column) {
			return this.row == row && column >= first && column <= last;
		}
	}

	/** Sessions whose herdr answered that it has no such method. Weak: a closed session is forgotten. */
	private static final Set<HerdrSession> WITHOUT_LINKS = Collections.synchronizedSet(Collections.newSetFromMap(new WeakHashMap<>()));

	private final HerdrSession session;
	private final String paneId;

	PaneLinks(HerdrSession session, String paneId) {
		this.session = session;
		this.paneId = paneId;
	}

	/** Whether herdr may know links here: false once it said it has no such method. */
	boolean asked() {
		return !WITHOUT_LINKS.contains(session);
	}

	/** The regions of the link at a viewport cell; empty when there is none or herdr cannot say now. */
	List<Region> regions(int row, int column) throws InterruptedException {
		JsonObject result = call("pane.link.resolve", row, column);
		List<Region> regions = new ArrayList<>();
		if (result != null && result.has("regions") && result.get("regions").isJsonArray()) {
			for (JsonElement e : result.getAsJsonArray("regions")) {
				JsonObject r = e.getAsJsonObject();
				regions.add(new Region(r.get("row").getAsInt(), r.get("start_col").getAsInt(), r.get("end_col").getAsInt()));
			}
		}
		return regions.stream().anyMatch(r -> r.covers(row, column)) ? List.copyOf(regions) : List.of();
	}

	/** The address of the link at a viewport cell, when there is one. */
	Optional<String> address(int row, int column) throws InterruptedException {
		JsonObject result = call("pane.link.activate", row, column);
		JsonElement url = result == null ? null : result.get("url");
		return url == null || !url.isJsonPrimitive() ? Optional.empty() : Optional.of(url.getAsString());
	}

	/** herdr's result, or null when it has no link to tell: the pane moved off view, changed, or herdr is old or away. */
	private JsonObject call(String method, int row, int column) throws InterruptedException {
		if (!asked()) {
			return null;
		}
		JsonObject params = new JsonObject();
		params.addProperty("pane_id", paneId);
		params.addProperty("viewport_row", row);
		params.addProperty("col", column);
		try {
			return session.call(method, params);
		} catch (HerdrErrorReply refused) {
			if (refused.code().equals("invalid_request") && refused.reason().contains("unknown variant `" + method + "`")) {
				WITHOUT_LINKS.add(session);
			}
			return null;
		} catch (HerdrException away) {
			return null;
		}
	}
}
