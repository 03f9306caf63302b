package ovvi.model.bench;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Instant;
import java.util.Arrays;
import java.util.UUID;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.LockSupport;

import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;

import ovvi.herdr.api.HerdrSession;
import ovvi.herdr.exec.Exec;
import ovvi.herdr.exec.LocalExec;
import ovvi.herdr.ssh.HostKeyTrust;
import ovvi.herdr.ssh.RemoteExec;
import ovvi.herdr.ssh.SshConnection;
import ovvi.herdr.testing.SshdSettings;
import ovvi.model.HostConnection;
import ovvi.model.ModelSettings;
import ovvi.model.pacing.SystemScheduler;
import ovvi.model.requests.AgentDesktop;
import ovvi.model.requests.Answer;
import ovvi.model.requests.CommandInstall;
import ovvi.model.requests.Mailbox;
import ovvi.model.requests.OpenTarget;
import ovvi.model.requests.Placement;
import ovvi.model.requests.RequestDesk;
import ovvi.model.requests.RequestingPane;
import ovvi.testing.SimServer;
import ovvi.testing.Sshd;

/**
 * Figures for agent requests: from the ring (the pane token, as the command sets it) to the
 * answer file on the pane's machine: Ovvi's event, the take run, the work (a notify that does
 * nothing here) and the answer run. On this computer and over a loopback sshd. Prints, asserts nothing.
 */
class AgentRequestBench {

	@RegisterExtension
	@Order(1)
	static final Sshd SSHD = new Sshd(true);
	@RegisterExtension
	@Order(2)
	static final SimServer LOCAL = new SimServer();
	@RegisterExtension
	@Order(3)
	static final SimServer REMOTE = new SimServer(SSHD::remoteHome);

	private static final int WARM_UP = 5;
	private static final int RUNS = 40;

	private static final AgentDesktop NOTHING = new AgentDesktop() {
		@Override
		public Answer open(OpenTarget target, Placement placement, RequestingPane from) {
			return Answer.done("");
		}

		@Override
		public Answer copy(String text) {
			return Answer.done("");
		}

		@Override
		public Answer notify(String title, String body, RequestingPane from) {
			return Answer.done("");
		}
	};

	@Test
	void ringToAnswer() throws Exception {
		// herdr on the login shell's PATH, as a user's rc file puts it
		Files.writeString(LOCAL.home().resolve(".bash_profile"), "export PATH=\"" + SimServer.herdr().getParent() + ":$PATH\"\n");
		measure("this computer", LocalExec.start(LOCAL.environment("/bin/bash")), LOCAL.home().toRealPath());
		Path remoteHome = SSHD.remoteHome().toRealPath();
		Files.createDirectories(remoteHome.resolve(".local/bin"));
		Files.writeString(remoteHome.resolve(".local/bin/herdr"), "#!/bin/sh\nexec '" + SimServer.herdr() + "' \"$@\"\n");
		Files.setPosixFilePermissions(remoteHome.resolve(".local/bin/herdr"), PosixFilePermissions.fromString("rwx------"));
		measure("loopback SSH", new RemoteExec(new SshConnection(Sshd.ALIAS, SshdSettings.of(SSHD), HostKeyTrust.REFUSE)), remoteHome);
	}

	private static void measure(String where, Exec machine, Path home) throws Exception {
		CommandInstall.onto(machine, Instant.now());
		HerdrSession herdr = new HerdrSession(machine, SimServer.SESSION);
		HostConnection connection = new HostConnection(where, herdr, new ModelSettings(), SystemScheduler.INSTANCE);
		connection.connect();
		try (RequestDesk desk = RequestDesk.open(connection, NOTHING, (place, reason) -> System.out.println(place + ": " + reason))) {
			JsonObject create = new JsonObject();
			create.addProperty("cwd", home.toString());
			create.addProperty("focus", false);
			String pane = herdr.call("workspace.create", create).getAsJsonObject("root_pane").get("pane_id").getAsString();
			Path mailbox = home.resolve(Mailbox.FOLDER);
			double[] millis = new double[RUNS];
			for (int i = -WARM_UP; i < RUNS; i++) {
				String id = UUID.randomUUID().toString();
				Path request = mailbox.resolve(id + ".json");
				Files.writeString(request, "{\"v\":1,\"id\":\"" + id + "\",\"pane\":\"" + pane + "\",\"cwd\":\"/\",\"verb\":\"notify\",\"args\":[\"bench\"]}");
				Files.setPosixFilePermissions(request, PosixFilePermissions.fromString("rw-------"));
				Path answer = mailbox.resolve(id + ".answer");
				JsonObject ring = new JsonObject();
				ring.addProperty("pane_id", pane);
				ring.addProperty("source", "ovvi-cli");
				ring.add("tokens", JsonParser.parseString("{\"ovvi-req\":\"" + id + "\"}"));
				ring.addProperty("ttl_ms", 3000);
				long start = System.nanoTime();
				herdr.call("pane.report_metadata", ring);
				// the answer file has no event on this side: it is looked for every 0.2 ms, as the command would
				while (!Files.exists(answer)) {
					if (System.nanoTime() - start > TimeUnit.SECONDS.toNanos(60)) {
						throw new AssertionError("no answer within 60 s on " + where);
					}
					LockSupport.parkNanos(200_000);
				}
				if (i >= 0) {
					millis[i] = (System.nanoTime() - start) / 1e6;
				}
				Files.delete(answer);
			}
			Arrays.sort(millis);
			System.out.printf("ring → answer file, %s (%d requests): p50 %.1f ms, p95 %.1f ms, max %.1f ms%n", where, RUNS,
					millis[RUNS / 2], millis[(int) Math.ceil(RUNS * 0.95) - 1], millis[RUNS - 1]);
		} finally {
			connection.close();
		}
	}
}
