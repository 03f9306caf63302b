package ovvi.herdr.bench;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

import ovvi.herdr.api.HerdrSession;
import ovvi.herdr.exec.Envelope;
import ovvi.herdr.exec.Exec;
import ovvi.herdr.exec.LocalExec;
import ovvi.herdr.ssh.HostKeyTrust;
import ovvi.herdr.ssh.RemoteExec;
import ovvi.herdr.ssh.SshConnection;
import ovvi.herdr.terminal.TerminalEvent;
import ovvi.herdr.terminal.TerminalStream;
import ovvi.testing.SimServer;
import ovvi.herdr.testing.SshdSettings;
import ovvi.testing.Sshd;
import ovvi.testing.TempHome;

/**
 * Figures for the transport: call() here and over loopback SSH against the simulator, the
 * envelope's cost, and threads and file descriptors per open terminal stream. Run with
 * {@code mvn -Pbench test}; it prints and asserts nothing.
 */
class TransportBench {

	@RegisterExtension
	@Order(1)
	static final Sshd SSHD = new Sshd(true);
	@RegisterExtension
	@Order(2)
	static final SimServer SIM = new SimServer(SSHD::remoteHome);

	private static LocalExec local() throws Exception {
		TempHome.writeScript(SIM.home().resolve(".local/bin/herdr"), "#!/bin/sh\nexec '" + SimServer.herdr() + "' \"$@\"\n");
		return LocalExec.start(SIM.environment("/bin/sh"));
	}

	private static RemoteExec remote() throws Exception {
		TempHome.writeScript(SIM.home().resolve(".local/bin/herdr"), "#!/bin/sh\nexec '" + SimServer.herdr() + "' \"$@\"\n");
		return new RemoteExec(new SshConnection(Sshd.ALIAS, SshdSettings.of(SSHD), HostKeyTrust.REFUSE));
	}

	@Test
	void callLatencyAndCpu() throws Exception {
		System.out.println("== call() against the simulator (CPU is this process's: the client side) ==");
		HerdrSession here = new HerdrSession(local(), SimServer.SESSION);
		Figures.latency("call(ping) on this computer", 200, 2000, () -> here.call("ping", null));
		Figures.latency("call(session.snapshot) on this computer", 100, 1000, () -> here.call("session.snapshot", null));
		HerdrSession ssh = new HerdrSession(remote(), SimServer.SESSION);
		Figures.latency("call(ping) over loopback SSH (streamlocal channel)", 100, 1000, () -> ssh.call("ping", null));
		Figures.latency("call(session.snapshot) over loopback SSH", 50, 500, () -> ssh.call("session.snapshot", null));
	}

	@Test
	void envelopeCost() throws Exception {
		System.out.println("== the envelope ==");
		List<String> argv = List.of("herdr", "--session", "default", "terminal", "session", "control", "term_61a0c3d2e4f5a7",
				"--cols", "120", "--rows", "40");
		Figures.latency("Envelope.of(11-element herdr argv), encoding only", 10_000, 100_000, () -> Envelope.of(argv));
		String big = "x".repeat(100_000);
		Figures.latency("Envelope.of(100 KB element)", 20, 200, () -> Envelope.of(List.of("printf", "%s", big)));
		Exec ssh = remote();
		Figures.latency("run(true) over SSH: channel + envelope + sh, to exit", 20, 200, () -> ssh.run(List.of("true")).exit().get());
		Exec here = local();
		Figures.latency("run(true) on this computer: process start to exit", 20, 200, () -> here.run(List.of("true")).exit().get());
		String enveloped = Envelope.of(List.of("true")).commandLine();
		Figures.latency("sh -c true on this computer (what sshd starts)", 20, 200,
				() -> here.run(List.of("sh", "-c", "true")).exit().get());
		Figures.latency("sh -c <envelope of true> on this computer (+ decode)", 20, 200,
				() -> here.run(List.of("sh", "-c", enveloped)).exit().get());
	}

	@Test
	void threadsAndDescriptorsPerStream() throws Exception {
		HerdrSession here = new HerdrSession(local(), SimServer.SESSION);
		HerdrSession ssh = new HerdrSession(remote(), SimServer.SESSION);
		var params = new com.google.gson.JsonObject();
		params.addProperty("cwd", SIM.home().toString());
		params.addProperty("focus", false);
		var root = here.call("workspace.create", params).getAsJsonObject("root_pane");
		List<String> terminals = new ArrayList<>(List.of(root.get("terminal_id").getAsString()));
		for (int i = 1; i < 10; i++) {
			var split = new com.google.gson.JsonObject();
			split.addProperty("target_pane_id", root.get("pane_id").getAsString());
			split.addProperty("direction", i % 2 == 0 ? "right" : "down");
			split.addProperty("focus", false);
			terminals.add(here.call("pane.split", split).getAsJsonObject("pane").get("terminal_id").getAsString());
		}
		System.out.println("== per open terminal stream: 10 control streams, one pane each ==");
		measureStreams("on this computer", here, terminals, TerminalStream.Mode.CONTROL);
		measureStreams("over SSH", ssh, terminals, TerminalStream.Mode.CONTROL);
		System.out.println("== per open terminal stream: 10 observe streams of one pane (inside the follower wrapper) ==");
		List<String> onePane = java.util.Collections.nCopies(10, terminals.get(0));
		measureStreams("on this computer", here, onePane, TerminalStream.Mode.OBSERVE);
		measureStreams("over SSH", ssh, onePane, TerminalStream.Mode.OBSERVE);
	}

	private static void measureStreams(String where, HerdrSession session, List<String> terminals, TerminalStream.Mode mode)
			throws Exception {
		session.call("ping", null);
		long fds = Figures.openFileDescriptors();
		int[] threads = Figures.settledThreads();
		CountDownLatch firstFrames = new CountDownLatch(terminals.size());
		CountDownLatch ended = new CountDownLatch(terminals.size());
		List<TerminalStream> streams = new ArrayList<>();
		for (String terminal : terminals) {
			streams.add(TerminalStream.open(session, terminal, 80, 24, mode, event -> {
				if (event instanceof TerminalEvent.Frame frame && frame.seq() == 1) {
					firstFrames.countDown();
				} else if (event instanceof TerminalEvent.Closed) {
					ended.countDown();
				}
			}));
		}
		boolean allStreaming = firstFrames.await(60, TimeUnit.SECONDS);
		double perStreamFds = (Figures.openFileDescriptors() - fds) / (double) terminals.size();
		int[] streaming = Figures.settledThreads();
		double perStreamThreads = (streaming[0] - threads[0]) / (double) terminals.size();
		double perStreamVirtual = (streaming[1] - threads[1]) / (double) terminals.size();
		System.out.printf("%-20s %s: %.1f file descriptors, %.1f platform threads and %.1f virtual threads per stream%n",
				where, allStreaming ? "all streaming" : "NOT all streaming", perStreamFds, perStreamThreads, perStreamVirtual);
		streams.forEach(TerminalStream::close);
		ended.await(30, TimeUnit.SECONDS);
	}
}
