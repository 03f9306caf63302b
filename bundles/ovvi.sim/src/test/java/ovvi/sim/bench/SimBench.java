package ovvi.sim.bench;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import ovvi.sim.SimFixture;

/**
 * Figures for the simulator, printed, never asserted: API latency and throughput at 10 and 400
 * panes, snapshot size, one terminal-stream process's start and memory, server memory at 100 panes.
 * Everything runs the packaged distribution (target/herdr/bin/herdr) as separate processes.
 */
@Tag("bench")
class SimBench {

	private static final Path HERDR = Path.of("target/herdr/bin/herdr").toAbsolutePath();

	private static Process herdr(SimFixture fx, String... args) throws IOException {
		List<String> argv = new ArrayList<>(List.of(HERDR.toString()));
		argv.addAll(List.of(args));
		ProcessBuilder pb = new ProcessBuilder(argv).redirectError(ProcessBuilder.Redirect.DISCARD);
		pb.environment().clear();
		pb.environment().putAll(fx.env.vars());
		pb.environment().put("JAVA_HOME", System.getProperty("java.home"));
		return pb.start();
	}

	private static Process server(SimFixture fx) throws IOException {
		Process p = herdr(fx, "--session", "bench", "server");
		p.getOutputStream().close();
		fx.attach("bench");
		SimFixture.await("server up", 20_000, () -> {
			try {
				return fx.ok("ping") != null;
			} catch (IOException | AssertionError e) {
				return false;
			}
		});
		return p;
	}

	/** n panes in workspaces of 10 (a tab each, split in a row of panes). */
	private static void panes(SimFixture fx, int n) throws IOException {
		for (int made = 0; made < n;) {
			String ws = fx.ok("workspace.create", "cwd", fx.home().toString()).getAsJsonObject("workspace")
					.get("workspace_id").getAsString();
			made++;
			for (int i = 1; i < 10 && made < n; i++, made++) {
				fx.ok("pane.split", "target_pane_id", ws + ":p" + ovvi.sim.server.Ids.number(i), "direction",
						i % 2 == 0 ? "right" : "down");
			}
		}
	}

	private static String percentiles(long[] nanos) {
		Arrays.sort(nanos);
		return String.format("median %.3f ms, p90 %.3f ms, p99 %.3f ms", nanos[nanos.length / 2] / 1e6,
				nanos[nanos.length * 9 / 10] / 1e6, nanos[nanos.length * 99 / 100] / 1e6);
	}

	private static void latency(SimFixture fx, String label, String method, int calls) throws IOException {
		long[] t = new long[calls];
		for (int i = 0; i < calls; i++) {
			long s = System.nanoTime();
			fx.ok(method);
			t[i] = System.nanoTime() - s;
		}
		System.out.println(label + " " + method + " latency (" + calls + " sequential): " + percentiles(t));
	}

	private static void throughput(SimFixture fx, String label, String method, int clients, long millis) throws Exception {
		AtomicLong done = new AtomicLong();
		long end = System.currentTimeMillis() + millis;
		try (ExecutorService pool = Executors.newVirtualThreadPerTaskExecutor()) {
			List<Future<?>> fs = new ArrayList<>();
			for (int c = 0; c < clients; c++) {
				fs.add(pool.submit(() -> {
					while (System.currentTimeMillis() < end) {
						fx.ok(method);
						done.incrementAndGet();
					}
					return null;
				}));
			}
			for (Future<?> f : fs) {
				f.get();
			}
		}
		System.out.printf("%s %s throughput (%d clients): %.0f req/s%n", label, method, clients, done.get() * 1000.0 / millis);
	}

	private static long rssKb(long pid) throws IOException {
		return statusKb(pid, "VmRSS:");
	}

	private static long statusKb(long pid, String key) throws IOException {
		for (String line : Files.readAllLines(Path.of("/proc", Long.toString(pid), "status"))) {
			if (line.startsWith(key)) {
				return Long.parseLong(line.replaceAll("[^0-9]", ""));
			}
		}
		return -1;
	}

	private static long pssKb(long pid) throws IOException {
		for (String line : Files.readAllLines(Path.of("/proc", Long.toString(pid), "smaps_rollup"))) {
			if (line.startsWith("Pss:")) {
				return Long.parseLong(line.replaceAll("[^0-9]", ""));
			}
		}
		return -1;
	}

	@Test
	void apiAtTenAndFourHundredPanes() throws Exception {
		try (SimFixture fx = new SimFixture(Map.of("SHELL", "/bin/sh"))) {
			Process server = server(fx);
			try {
				for (int n : new int[] { 10, 400 }) {
					int have = fx.ok("session.snapshot").getAsJsonObject("snapshot").getAsJsonArray("panes").size();
					long s = System.nanoTime();
					panes(fx, n - have);
					System.out.printf("%d panes created in %.1f s%n", n, (System.nanoTime() - s) / 1e9);
					String label = n + " panes:";
					latency(fx, label, "ping", 2000);
					throughput(fx, label, "ping", 8, 2000);
					latency(fx, label, "session.snapshot", n > 100 ? 200 : 1000);
					throughput(fx, label, "session.snapshot", 8, 2000);
					String raw = fx.raw("{\"id\":\"1\",\"method\":\"session.snapshot\",\"params\":{}}");
					System.out.println(label + " session.snapshot reply: " + raw.getBytes(java.nio.charset.StandardCharsets.UTF_8).length
							+ " bytes");
					System.out.println(label + " server RSS " + rssKb(server.pid()) / 1024 + " MB, threads "
							+ statusKb(server.pid(), "Threads:"));
				}
			} finally {
				server.destroy();
				server.waitFor(10, TimeUnit.SECONDS);
			}
		}
	}

	@Test
	void serverMemoryWithOneHundredPanes() throws Exception {
		try (SimFixture fx = new SimFixture(Map.of("SHELL", "/bin/bash"))) {
			Process server = server(fx);
			try {
				long idle = rssKb(server.pid());
				panes(fx, 100);
				for (int i = 0; i < 20; i++) {
					fx.ok("session.snapshot");
				}
				System.out.println("server RSS: empty " + idle / 1024 + " MB, with 100 bash panes " + rssKb(server.pid()) / 1024
						+ " MB (PSS " + pssKb(server.pid()) / 1024 + " MB; JVM default heap settings)");
			} finally {
				server.destroy();
				server.waitFor(10, TimeUnit.SECONDS);
			}
		}
	}

	@Test
	void oneTerminalStreamProcess() throws Exception {
		try (SimFixture fx = new SimFixture(Map.of("SHELL", "/bin/sh"))) {
			Process server = server(fx);
			try {
				fx.ok("workspace.create", "cwd", fx.home().toString());
				int runs = 10;
				long[] start = new long[runs];
				long[] rss = new long[runs];
				long[] pss = new long[runs];
				for (int i = 0; i < runs; i++) {
					long s = System.nanoTime();
					Process term = herdr(fx, "--session", "bench", "terminal", "session", "control", "w1:p1", "--cols", "120",
							"--rows", "40");
					var out = new java.io.BufferedReader(new java.io.InputStreamReader(term.getInputStream()));
					JsonObject first = JsonParser.parseString(out.readLine()).getAsJsonObject();
					start[i] = System.nanoTime() - s;
					if (!first.get("type").getAsString().equals("terminal.frame")) {
						throw new IllegalStateException("no frame: " + first);
					}
					fx.ok("pane.send_input", "pane_id", "w1:p1", "text", "echo run-" + i, "keys", List.of("enter"));
					out.readLine();
					rss[i] = rssKb(term.pid());
					pss[i] = pssKb(term.pid());
					term.getOutputStream().close();
					term.waitFor(10, TimeUnit.SECONDS);
				}
				System.out.println("terminal session control, launcher to first frame: " + percentiles(start));
				Arrays.sort(rss);
				Arrays.sort(pss);
				System.out.println("terminal session control, resident memory: median RSS " + rss[runs / 2] / 1024
						+ " MB, median PSS " + pss[runs / 2] / 1024 + " MB");
			} finally {
				server.destroy();
				server.waitFor(10, TimeUnit.SECONDS);
			}
		}
	}
}
