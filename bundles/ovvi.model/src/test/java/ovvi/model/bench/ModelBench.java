package ovvi.model.bench;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicInteger;

import org.junit.jupiter.api.Test;

import com.google.gson.JsonArray;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;

import ovvi.model.HostStore;
import ovvi.model.SessionKey;
import ovvi.model.pacing.SnapshotPacer;
import ovvi.model.pacing.SystemScheduler;
import ovvi.model.snapshot.SnapshotDecoder;

/** Figures for the model: they print, and assert nothing. */
class ModelBench {

	/** 20 spaces × 4 tabs × 5 panes, 100 of them agents, with the fields herdr 0.9.5 sends. */
	static JsonObject bigSnapshot(int changed) {
		JsonArray workspaces = new JsonArray();
		JsonArray tabs = new JsonArray();
		JsonArray panes = new JsonArray();
		JsonArray layouts = new JsonArray();
		JsonArray agents = new JsonArray();
		int n = 0;
		for (int w = 1; w <= 20; w++) {
			String ws = "w" + w;
			workspaces.add(JsonParser.parseString("{\"workspace_id\":\"" + ws + "\",\"number\":" + w + ",\"label\":\"project-" + w
					+ "\",\"focused\":false,\"pane_count\":20,\"tab_count\":4,\"active_tab_id\":\"" + ws + ":t1\",\"agent_status\":\"working\","
					+ "\"tokens\":{\"ovvi-open\":\"1\"}}"));
			for (int t = 1; t <= 4; t++) {
				String tab = ws + ":t" + t;
				tabs.add(JsonParser.parseString("{\"tab_id\":\"" + tab + "\",\"workspace_id\":\"" + ws + "\",\"number\":" + t + ",\"label\":\"" + t
						+ "\",\"focused\":false,\"pane_count\":5,\"agent_status\":\"idle\"}"));
				StringBuilder layout = new StringBuilder("{\"workspace_id\":\"" + ws + "\",\"tab_id\":\"" + tab
						+ "\",\"zoomed\":false,\"area\":{\"x\":26,\"y\":1,\"width\":94,\"height\":38},\"focused_pane_id\":\"" + ws + ":p1\",\"panes\":[");
				StringBuilder splits = new StringBuilder("\"splits\":[");
				for (int p = 1; p <= 5; p++) {
					n++;
					String pane = ws + ":p" + ((t - 1) * 5 + p);
					boolean agent = p <= 1 || (p == 2 && t <= 1) ? true : n % 4 == 0;
					String status = agent ? (n == changed ? "working" : "idle") : "unknown";
					panes.add(JsonParser.parseString("{\"pane_id\":\"" + pane + "\",\"terminal_id\":\"term_61a0c3d2e4f5a7" + n
							+ "\",\"workspace_id\":\"" + ws + "\",\"tab_id\":\"" + tab + "\",\"focused\":false,"
							+ "\"cwd\":\"/home/someone/projects/project-" + w + "/src/main\",\"foreground_cwd\":\"/home/someone/projects/project-" + w + "\","
							+ (agent ? "\"agent\":\"claude\",\"title\":\"Refactor the authentication flow " + n + "\",\"display_agent\":\"Claude: auth\","
									+ "\"state_labels\":{\"working\":\"refactoring\"},\"agent_session\":{\"source\":\"herdr:claude\",\"agent\":\"claude\","
									+ "\"kind\":\"id\",\"value\":\"5b1f0c9e-8d0a-4f3e-9c57-" + n + "\"}," : "")
							+ "\"terminal_title\":\"✳ Claude Code " + n + "\",\"terminal_title_stripped\":\"Claude Code " + n + "\","
							+ "\"agent_status\":\"" + status + "\",\"tokens\":{\"ovvi-shown\":\"1\"},"
							+ "\"scroll\":{\"offset_from_bottom\":0,\"max_offset_from_bottom\":240,\"viewport_rows\":38},\"revision\":4}"));
					if (agent) {
						agents.add(JsonParser.parseString("{\"terminal_id\":\"term_61a0c3d2e4f5a7" + n + "\",\"agent\":\"claude\",\"title\":\"Refactor\","
								+ "\"agent_status\":\"" + status + "\",\"workspace_id\":\"" + ws + "\",\"tab_id\":\"" + tab + "\",\"pane_id\":\"" + pane
								+ "\",\"focused\":false,\"state_change_seq\":17,\"cwd\":\"/home/someone/projects\",\"revision\":4}"));
					}
					layout.append(p > 1 ? "," : "").append("{\"pane_id\":\"").append(pane)
							.append("\",\"focused\":false,\"rect\":{\"x\":27,\"y\":2,\"width\":45,\"height\":36}}");
					if (p < 5) {
						splits.append(p > 1 ? "," : "").append("{\"id\":\"split_").append(p - 1).append('_')
								.append(p == 1 ? "root" : "1".repeat(p - 1)).append("\",\"direction\":\"").append(p % 2 == 0 ? "down" : "right")
								.append("\",\"ratio\":0.5,\"rect\":{\"x\":26,\"y\":1,\"width\":94,\"height\":38}}");
					}
				}
				layouts.add(JsonParser.parseString(layout.append("],").append(splits).append("]}").toString()));
			}
		}
		JsonObject snapshot = new JsonObject();
		snapshot.addProperty("version", "0.9.5");
		snapshot.addProperty("protocol", 20);
		snapshot.add("workspaces", workspaces);
		snapshot.add("tabs", tabs);
		snapshot.add("panes", panes);
		snapshot.add("layouts", layouts);
		snapshot.add("agents", agents);
		JsonObject result = new JsonObject();
		result.addProperty("type", "session_snapshot");
		result.add("snapshot", snapshot);
		return result;
	}

	private static double medianMillis(long[] nanos) {
		long[] sorted = nanos.clone();
		Arrays.sort(sorted);
		return sorted[sorted.length / 2] / 1e6;
	}

	@Test
	void parseAndReconcileOf400Panes() {
		String text = bigSnapshot(-1).toString();
		String oneField = bigSnapshot(7).toString();
		HostStore store = new HostStore(new SessionKey("This Mac", "default"));
		for (int i = 0; i < 300; i++) {
			store.apply(SnapshotDecoder.decode(JsonParser.parseString(i % 2 == 0 ? text : oneField).getAsJsonObject()));
		}
		int runs = 400;
		long[] full = new long[runs];
		long[] parse = new long[runs];
		long[] reconcile = new long[runs];
		long[] change = new long[runs];
		for (int i = 0; i < runs; i++) {
			HostStore fresh = new HostStore(new SessionKey("This Mac", "default"));
			long start = System.nanoTime();
			JsonObject parsed = JsonParser.parseString(text).getAsJsonObject();
			long parsedAt = System.nanoTime();
			fresh.apply(SnapshotDecoder.decode(parsed));
			long end = System.nanoTime();
			full[i] = end - start;
			parse[i] = parsedAt - start;
			reconcile[i] = end - parsedAt;
			long before = System.nanoTime();
			store.apply(SnapshotDecoder.decode(JsonParser.parseString(i % 2 == 0 ? text : oneField).getAsJsonObject()));
			change[i] = System.nanoTime() - before;
		}
		var decodedA = SnapshotDecoder.decode(JsonParser.parseString(text).getAsJsonObject());
		var decodedB = SnapshotDecoder.decode(JsonParser.parseString(oneField).getAsJsonObject());
		long[] reconcileOnly = new long[runs];
		for (int i = 0; i < runs; i++) {
			long before = System.nanoTime();
			store.apply(i % 2 == 0 ? decodedA : decodedB);
			reconcileOnly[i] = System.nanoTime() - before;
		}
		System.out.printf("reconcile alone of a one-field change: median %.3f ms%n", medianMillis(reconcileOnly));
		System.out.printf("snapshot of 400 panes: %d KB%n", text.getBytes(StandardCharsets.UTF_8).length / 1024);
		System.out.printf("parse + decode + reconcile into a new store: median %.2f ms (parse %.2f ms, decode + reconcile %.2f ms)%n",
				medianMillis(full), medianMillis(parse), medianMillis(reconcile));
		System.out.printf("parse + decode + reconcile of a one-field change (existing store): median %.2f ms%n", medianMillis(change));
	}

	@Test
	void snapshotReadsPerSecondWhile100AgentsChangeAt10Hz() throws Exception {
		String text = bigSnapshot(-1).toString();
		HostStore store = new HostStore(new SessionKey("This Mac", "default"));
		AtomicInteger reads = new AtomicInteger();
		// A read as the app does it after the bytes arrive (the socket's 20–130 ms are not in it).
		SnapshotPacer<Void> pacer = new SnapshotPacer<>(SystemScheduler.INSTANCE, Executors.newVirtualThreadPerTaskExecutor(), () -> {
			reads.incrementAndGet();
			store.apply(SnapshotDecoder.decode(JsonParser.parseString(text).getAsJsonObject()));
			return null;
		});
		long seconds = 5;
		long end = System.nanoTime() + seconds * 1_000_000_000L;
		while (System.nanoTime() < end) {
			// 100 agents at 10 Hz: an event each millisecond
			pacer.event();
			Thread.sleep(1);
		}
		pacer.stop();
		System.out.printf("100 agents changing at 10 Hz for %d s: %d events, %.1f snapshot reads per second%n", seconds,
				seconds * 1000, reads.get() / (double) seconds);
	}
}
