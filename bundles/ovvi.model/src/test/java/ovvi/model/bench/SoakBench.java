package ovvi.model.bench;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardWatchEventKinds;
import java.nio.file.WatchService;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

import com.google.gson.JsonArray;
import com.google.gson.JsonObject;

import ovvi.herdr.api.HerdrSession;
import ovvi.herdr.ssh.HostKeyTrust;
import ovvi.herdr.ssh.RemoteExec;
import ovvi.herdr.ssh.SshConnection;
import ovvi.herdr.testing.SshdSettings;
import ovvi.model.HostConnection;
import ovvi.model.ModelSettings;
import ovvi.model.pacing.SystemScheduler;
import ovvi.model.snapshot.Snapshot;
import ovvi.testing.SimServer;
import ovvi.testing.Sshd;
import ovvi.testing.TempHome;

/**
 * The soak (issue 13 item 6): a 400-pane session over a loopback sshd, its agents changing state
 * every second, herdr killed (SIGKILL) and started again every 5 minutes, the SSH link cut every
 * 7 minutes, the user's writes going on throughout, for 30 minutes. Prints how long the page
 * took to be live again after each disruption, whether each write arrived once, and this JVM's
 * heap, threads, descriptors and children at the start and the end. Asserts nothing.
 *
 * <p>System properties (minutes, fractions allowed): {@code soak.minutes} (30),
 * {@code soak.killEvery} (5), {@code soak.cutEvery} (7), {@code soak.panes} (400, in 5-pane tabs).
 */
class SoakBench {

	@RegisterExtension
	@Order(1)
	static final Sshd SSHD = new Sshd(true);
	@RegisterExtension
	@Order(2)
	static final SimServer SIM = new SimServer(SSHD::remoteHome);

	private static final int WRITING_PANES = 4;
	private static final int AGENTS = 100;
	private static final long RECOVERY_LIMIT_SECONDS = 300;

	private static double minutes(String name, double fallback) {
		return Double.parseDouble(System.getProperty(name, Double.toString(fallback)));
	}

	/** A disruption of the run: when it is due, in nanoseconds after the start, and what it is. */
	private record Disruption(long dueNanos, boolean kill) {
	}

	@Test
	void soak() throws Exception {
		double runMinutes = minutes("soak.minutes", 30);
		double killEvery = minutes("soak.killEvery", 5);
		double cutEvery = minutes("soak.cutEvery", 7);
		int paneCount = Integer.getInteger("soak.panes", 400);
		System.out.printf("soak: %.1f min, %d panes, herdr killed every %.1f min, SSH link cut every %.1f min%n", runMinutes, paneCount,
				killEvery, cutEvery);

		Path home = SSHD.remoteHome().toRealPath();
		TempHome.writeScript(home.resolve(".local/bin/herdr"), "#!/bin/sh\nexec '" + SimServer.herdr() + "' \"$@\"\n");
		HerdrSession herdr = new HerdrSession(new RemoteExec(new SshConnection(Sshd.ALIAS, SshdSettings.of(SSHD), HostKeyTrust.REFUSE)),
				SimServer.SESSION);
		List<Path> files = seed(herdr, home, paneCount);

		HostConnection connection = new HostConnection("devbox", herdr, new ModelSettings(), SystemScheduler.INSTANCE);
		connection.connect();
		awaitPanes(connection, paneCount);
		// writes-‹k› types into files[k - 1]
		String[] writing = new String[files.size()];
		List<String> agents = new ArrayList<>();
		for (Snapshot.PaneRecord pane : connection.store().snapshot().panes()) {
			if (pane.label() != null && pane.label().startsWith("writes-")) {
				writing[Integer.parseInt(pane.label().substring(7)) - 1] = pane.id();
			} else if (agents.size() < AGENTS) {
				agents.add(pane.id());
			}
		}
		System.out.println("start: " + ProcessFigures.now());

		long start = System.nanoTime();
		SoakWrites writes = new SoakWrites(connection, List.of(writing), files, start);
		List<Long> disruptions = new ArrayList<>();
		List<Double> killRecoveries = new ArrayList<>();
		List<Double> cutRecoveries = new ArrayList<>();
		try (SoakAgents agentStates = new SoakAgents(SIM.socket(), agents)) {
			agentStates.start();
			writes.start();
			for (Disruption next : schedule(runMinutes, killEvery, cutEvery)) {
				TimeUnit.NANOSECONDS.sleep(Math.max(0, start + next.dueNanos() - System.nanoTime())); // the schedule's clock, not a synchronisation
				double at = (System.nanoTime() - start) / 60e9;
				disruptions.add(System.nanoTime());
				if (next.kill()) {
					PageRecovery recovery = PageRecovery.afterRestart(connection);
					long killed = System.nanoTime();
					SIM.kill();
					SIM.start();
					double listening = (System.nanoTime() - killed) / 1e9;
					// the restored session answers once the restore is done: one request waits for it
					boolean restored = HerdrSocket.call(SIM.socket(), "session.snapshot", new JsonObject()).contains("\"result\"");
					double answering = (System.nanoTime() - killed) / 1e9;
					PageRecovery.Result result = recovery.await(RECOVERY_LIMIT_SECONDS);
					killRecoveries.add(result.seconds());
					System.out.printf("%5.1f min: herdr killed and started again (socket accepting after %.2f s, %s after %.2f s); page %s, %d panes%n",
							at, listening, restored ? "restored session answering" : "first snapshot refused", answering, result.text(),
							connection.store().snapshot().panes().size());
				} else {
					PageRecovery recovery = PageRecovery.afterCut(connection);
					int killed = SSHD.cutConnections();
					PageRecovery.Result result = recovery.await(RECOVERY_LIMIT_SECONDS);
					cutRecoveries.add(result.seconds());
					System.out.printf("%5.1f min: SSH link cut (%d sshd processes killed); page %s%n", at, killed, result.text());
				}
			}
			TimeUnit.NANOSECONDS.sleep(Math.max(0, start + (long) (runMinutes * 60e9) - System.nanoTime()));
			writes.stop();
			System.out.printf("agents: %d state reports taken, %d refused or unreachable (herdr down)%n", agentStates.reported(),
					agentStates.failed());
		}
		awaitLastLines(writes, files);
		SoakWrites.Count count = writes.count(disruptions);
		System.out.printf(
				"writes: %d reported done, %d lost, %d doubled; %d attempts reported failed and typed again, %d of them arrived all the same; %d garbled lines%n",
				count.written(), count.lost().size(), count.doubled(), count.failedAttempts(), count.failedArrived(), count.garbled());
		count.lost().forEach(lost -> System.out.println("  lost: " + lost));
		writes.failureReasons().forEach((reason, times) -> System.out.println("  failed " + times + "×: " + reason));
		System.out.println("recovery after a kill (s): " + killRecoveries);
		System.out.println("recovery after a cut (s): " + cutRecoveries);
		System.out.println("end: " + ProcessFigures.now());
		connection.close();
		connection.closed().get(10, TimeUnit.SECONDS);
	}

	/** Kills and cuts in time order before the end; a kill and a cut due together run one after the other. */
	private static List<Disruption> schedule(double runMinutes, double killEvery, double cutEvery) {
		List<Disruption> all = new ArrayList<>();
		for (double at = killEvery; at < runMinutes; at += killEvery) {
			all.add(new Disruption((long) (at * 60e9), true));
		}
		for (double at = cutEvery; at < runMinutes; at += cutEvery) {
			all.add(new Disruption((long) (at * 60e9), false));
		}
		all.sort((a, b) -> Long.compare(a.dueNanos(), b.dueNanos()));
		return all;
	}

	/**
	 * The session: 5-pane tabs, 4 to a space, made with layout.apply. The first pane of the first
	 * tab of the first spaces runs {@code tee -a ‹file›} (labelled writes-‹n›), the rest the shell.
	 */
	private static List<Path> seed(HerdrSession herdr, Path home, int paneCount) throws Exception {
		List<Path> files = new ArrayList<>();
		int tabs = paneCount / 5;
		String space = null;
		for (int tab = 0; tab < tabs; tab++) {
			JsonObject apply = new JsonObject();
			Path file = null;
			if (tab % 4 == 0) {
				JsonObject create = new JsonObject();
				create.addProperty("cwd", home.toString());
				create.addProperty("focus", false);
				create.addProperty("label", "project-" + (tab / 4 + 1));
				JsonObject made = herdr.call("workspace.create", create);
				space = made.getAsJsonObject("workspace").get("workspace_id").getAsString();
				// the new space's own tab is replaced by the first 5-pane tab
				apply.addProperty("tab_id", made.getAsJsonObject("root_pane").get("tab_id").getAsString());
				if (files.size() < WRITING_PANES) {
					file = Files.createDirectories(home.resolve("soak")).resolve("writes-" + (files.size() + 1) + ".txt");
					Files.writeString(file, "");
					files.add(file);
				}
			} else {
				apply.addProperty("workspace_id", space);
			}
			apply.add("root", fivePanes(home, file));
			herdr.call("layout.apply", apply);
		}
		return files;
	}

	private static JsonObject fivePanes(Path home, Path writes) {
		JsonObject node = pane(home, null);
		for (int i = 1; i < 5; i++) {
			JsonObject split = new JsonObject();
			split.addProperty("type", "split");
			split.addProperty("direction", i % 2 == 0 ? "down" : "right");
			split.addProperty("ratio", 0.5);
			split.add("first", i == 4 ? pane(home, writes) : pane(home, null));
			split.add("second", node);
			node = split;
		}
		return node;
	}

	private static JsonObject pane(Path home, Path writes) {
		JsonObject pane = new JsonObject();
		pane.addProperty("type", "pane");
		pane.addProperty("cwd", home.toString());
		if (writes != null) {
			pane.addProperty("label", writes.getFileName().toString().replace(".txt", ""));
			JsonArray command = new JsonArray();
			command.add("tee");
			command.add("-a");
			command.add(writes.toString());
			pane.add("command", command);
		}
		return pane;
	}

	private static void awaitPanes(HostConnection connection, int paneCount) throws InterruptedException {
		CountDownLatch all = new CountDownLatch(1);
		Runnable check = () -> {
			if (connection.problem() == null && connection.store().snapshot() != null
					&& connection.store().snapshot().panes().size() == paneCount) {
				all.countDown();
			}
		};
		connection.store().addListener((source, property) -> check.run());
		check.run();
		if (!all.await(120, TimeUnit.SECONDS)) {
			throw new IllegalStateException("the page did not show " + paneCount + " panes within 120 s");
		}
	}

	/** tee writes each line as it reads it; the files' changes are awaited until each ends with its pane's last done write. */
	private static void awaitLastLines(SoakWrites writes, List<Path> files) throws Exception {
		long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
		try (WatchService watcher = files.get(0).getFileSystem().newWatchService()) {
			files.get(0).getParent().register(watcher, StandardWatchEventKinds.ENTRY_MODIFY);
			while (!allArrived(writes, files) && System.nanoTime() < deadline) {
				var key = watcher.poll(deadline - System.nanoTime(), TimeUnit.NANOSECONDS);
				if (key != null) {
					key.pollEvents();
					key.reset();
				}
			}
		}
	}

	private static boolean allArrived(SoakWrites writes, List<Path> files) throws java.io.IOException {
		for (int pane = 0; pane < files.size(); pane++) {
			String last = writes.lastTag(pane);
			if (last != null && !Files.readString(files.get(pane)).contains(last)) {
				return false;
			}
		}
		return true;
	}
}
