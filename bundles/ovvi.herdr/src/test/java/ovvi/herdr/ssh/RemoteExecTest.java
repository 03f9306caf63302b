package ovvi.herdr.ssh;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

import ovvi.herdr.api.HerdrSession;
import ovvi.herdr.api.HerdrUnreachable;
import ovvi.herdr.exec.ExecException;
import ovvi.herdr.exec.LocalExec;
import ovvi.herdr.testing.Fifos;
import ovvi.herdr.testing.SshdSettings;
import ovvi.testing.Sshd;
import ovvi.testing.TempHome;

/** What only Ovvi's own SSH (JSch) does; what both transports do is in {@link TransportSuite}. */
class RemoteExecTest {

	@RegisterExtension
	static final Sshd SSHD = new Sshd(true);

	private static RemoteExec connect() throws Exception {
		return new RemoteExec(new SshConnection(Sshd.ALIAS, SshdSettings.of(SSHD), HostKeyTrust.REFUSE));
	}

	@Test
	void findsAHerdrWhosePathHasSpacesAndRunsIt() throws Exception {
		Path herdr = TempHome.writeScript(SSHD.remoteHome().resolve("my tools/herdr"), "#!/bin/sh\necho \"$0: $*\"\n");
		try (RemoteProfile profile = new RemoteProfile("export PATH=\"$HOME/my tools:$PATH\"\n")) {
			RemoteExec exec = connect();
			assertEquals(herdr.toString(), exec.herdr());
			assertEquals(herdr + ": --session default session list --json",
					exec.run(new HerdrSession(exec, "default").argv("session", "list", "--json")).readLine());
		} finally {
			Files.delete(herdr);
		}
	}

	@Test
	void aRemoteLookupGivesItsLoginShellAClosedStdin() throws Exception {
		Path herdr = TempHome.writeScript(SSHD.remoteHome().resolve(".local/bin/herdr"), "#!/bin/sh\n");
		// a start-up file that reads stdin would wait for the lookup's time to run out
		try (RemoteProfile profile = new RemoteProfile("cat >/dev/null\n")) {
			assertEquals(herdr.toString(), connect().lookUpHerdr(Duration.ofSeconds(10)));
		} finally {
			Files.delete(herdr);
		}
	}

	@Test
	void aRemoteLookupThatTakesTooLongIsAbortedAndItsLoginShellEnds() throws Exception {
		Path pid = Fifos.make(SSHD.remoteHome().resolve("lookup.pid"));
		// the shell writes on: the next write after its channel has closed ends it
		try (RemoteProfile profile = new RemoteProfile("echo $$ > \"$HOME/lookup.pid\"\nwhile :; do echo waiting >&2; sleep 0.1; done\n")) {
			RemoteExec exec = connect();
			CompletableFuture<Throwable> outcome = new CompletableFuture<>();
			Thread.ofVirtual().start(() -> {
				try {
					exec.lookUpHerdr(Duration.ofSeconds(2));
					outcome.complete(null);
				} catch (Throwable e) {
					outcome.complete(e);
				}
			});
			ProcessHandle shell = ProcessHandle.of(Long.parseLong(Files.readString(pid).strip())).orElseThrow();
			assertInstanceOf(TimeoutException.class, outcome.get(10, TimeUnit.SECONDS));
			shell.onExit().get(10, TimeUnit.SECONDS);
		} finally {
			Files.delete(pid);
		}
	}

	/** Start-up files of the remote login shell, whichever of bash and sh it is; removed on close. */
	private static final class RemoteProfile implements AutoCloseable {
		private final List<Path> files = List.of(SSHD.remoteHome().resolve(".bash_profile"), SSHD.remoteHome().resolve(".profile"));

		RemoteProfile(String script) throws Exception {
			for (Path file : files) {
				Files.writeString(file, script);
			}
		}

		@Override
		public void close() throws Exception {
			for (Path file : files) {
				Files.delete(file);
			}
		}
	}

	@Test
	void installsHerdrOverTheConnectionAndFindsItAfterwards() throws Exception {
		RemoteExec exec = connect();
		Path installed = SSHD.remoteHome().resolve(".local/bin/herdr");
		Files.deleteIfExists(installed);
		assertNull(exec.herdr());
		List<String> shown = new ArrayList<>();
		var outcome = new ovvi.herdr.install.HerdrInstaller(exec).install(
				"echo fetching; mkdir -p \"$HOME/.local/bin\" && printf '#!/bin/sh\\necho installed\\n' > \"$HOME/.local/bin/herdr\""
						+ " && chmod +x \"$HOME/.local/bin/herdr\"",
				shown::add);
		try {
			assertEquals(new ovvi.herdr.install.HerdrInstaller.Outcome.Installed(installed.toString()), outcome);
			assertEquals(List.of("fetching"), shown);
			assertEquals("installed", exec.run(List.of(exec.herdr())).readLine());
		} finally {
			Files.deleteIfExists(installed);
		}
	}

	@Test
	void oneConnectionPerHost() throws Exception {
		try (SshHosts hosts = new SshHosts(SshdSettings.of(SSHD), HostKeyTrust.REFUSE)) {
			SshMachine machine = hosts.machine(Sshd.ALIAS);
			assertTrue(machine == hosts.machine(Sshd.ALIAS));
			assertEquals("one", machine.run(List.of("echo", "one")).readLine());
			assertEquals("two", hosts.machine(Sshd.ALIAS).run(List.of("echo", "two")).readLine());
			assertEquals(1, machine.sockets().generation(), "both runs used the same connection");
		}
	}

	@Test
	void connectsAgainAfterADrop() throws Exception {
		SshConnection connection = new SshConnection(Sshd.ALIAS, SshdSettings.of(SSHD), HostKeyTrust.REFUSE);
		RemoteExec exec = new RemoteExec(connection);
		assertEquals("1", exec.run(List.of("echo", "1")).readLine());
		long before = connection.generation();
		connection.session().disconnect();
		assertEquals("2", exec.run(List.of("echo", "2")).readLine());
		assertEquals(before + 1, connection.generation());
	}

	@Test
	void aHostThatIsDownSaysSo() throws Exception {
		try (var config = SSHD.config().appending("Host down\n  HostName 127.0.0.1\n  Port " + Sshd.freePort() + "\n")) {
			SshException down = assertThrows(SshException.class, () -> runOn("down", "never"));
			assertEquals(SshException.Reason.UNREACHABLE, down.reason());
			assertTrue(down.getMessage().startsWith("down cannot be reached"), down.getMessage());
		}
	}

	@Test
	void aWrongKeyIsRefusedLogin() throws Exception {
		Path wrong = SSHD.localHome().resolve("wrong_key");
		new ProcessBuilder("ssh-keygen", "-q", "-t", "ed25519", "-N", "", "-f", wrong.toString()).start().waitFor();
		try (var config = SSHD.config().replacing(SSHD.userKey().toString(), wrong.toString())) {
			SshException refused = assertThrows(SshException.class, () -> runOn(Sshd.ALIAS, "never"));
			assertEquals(SshException.Reason.AUTHENTICATION, refused.reason());
		}
	}

	@Test
	void logsInWithTheAgentsKey() throws Exception {
		try (var config = SSHD.config().replacing("  IdentityFile " + SSHD.userKey() + "\n", "");
				Sshd.Agent agent = SSHD.new Agent()) {
			SshSettings withAgent = SshSettings.of(SSHD.localHome(), Map.of("SSH_AUTH_SOCK", agent.socket().toString()));
			assertEquals("agent", new RemoteExec(new SshConnection(Sshd.ALIAS, withAgent, HostKeyTrust.REFUSE))
					.run(List.of("echo", "agent")).readLine());
			SshException noKey = assertThrows(SshException.class, () -> runOn(Sshd.ALIAS, "never"));
			assertEquals(SshException.Reason.AUTHENTICATION, noKey.reason());
		}
	}

	@Test
	void theAgentComesFromThisComputersLoginShell() throws Exception {
		Path profile = SSHD.localHome().resolve(".bash_profile");
		try (var config = SSHD.config().replacing("  IdentityFile " + SSHD.userKey() + "\n", "");
				Sshd.Agent agent = SSHD.new Agent()) {
			Files.writeString(profile, "export SSH_AUTH_SOCK='" + agent.socket() + "'\n");
			Map<String, String> app = TempHome.environment(SSHD.localHome(), "/bin/bash");
			app.remove("SSH_AUTH_SOCK");
			LocalExec here = LocalExec.start(app);
			SshSettings settings = SshSettings.of(here.home(), here.environment());
			assertEquals(agent.socket(), settings.agentSocket());
			assertEquals("agent from the shell", new RemoteExec(new SshConnection(Sshd.ALIAS, settings, HostKeyTrust.REFUSE))
					.run(List.of("echo", "agent from the shell")).readLine());
		} finally {
			Files.deleteIfExists(profile);
		}
	}

	@Test
	void theConfigsUserLogsInAndATypedUserWinsOverIt() throws Exception {
		String me = System.getProperty("user.name");
		assertEquals("config's user", runOn(Sshd.ALIAS, "config's user"));
		try (var config = SSHD.config().replacing("  User " + me + "\n", "  User ovvi-no-such-user\n")) {
			SshException refused = assertThrows(SshException.class, () -> runOn(Sshd.ALIAS, "never"));
			assertEquals(SshException.Reason.AUTHENTICATION, refused.reason());
			assertEquals("typed user", runOn(me + "@" + Sshd.ALIAS, "typed user"));
		}
	}

	@Test
	void anEmptyAgentLeavesTheConfigsGlobalIdentityFileInUse() throws Exception {
		try (var config = SSHD.config().replacing("  IdentityFile " + SSHD.userKey() + "\n", "");
				Sshd.Agent agent = SSHD.new Agent(false)) {
			config.appending("Host *\n  IdentityFile " + SSHD.userKey() + "\n");
			SshSettings withAgent = SshSettings.of(SSHD.localHome(), Map.of("SSH_AUTH_SOCK", agent.socket().toString()));
			assertEquals("file key", new RemoteExec(new SshConnection(Sshd.ALIAS, withAgent, HostKeyTrust.REFUSE))
					.run(List.of("echo", "file key")).readLine());
		}
	}

	@Test
	void followsProxyJumpThroughEachHop() throws Exception {
		String behind = "Host behind\n  HostName 127.0.0.1\n  Port " + SSHD.port() + "\n  IdentityFile " + SSHD.userKey()
				+ "\n  ProxyJump %s\n";
		int downPort = Sshd.freePort();
		String down = "Host down\n  HostName 127.0.0.1\n  Port " + downPort + "\n";
		try (var config = SSHD.config()) {
			config.appending(behind.formatted(Sshd.ALIAS));
			assertEquals("jumped", runOn("behind", "jumped"));
			config.appending(behind.formatted(Sshd.ALIAS + "," + Sshd.ALIAS));
			assertEquals("twice", runOn("behind", "twice"));
			config.appending(down + behind.formatted(Sshd.ALIAS + ",down"));
			SshException secondHop = assertThrows(SshException.class, () -> runOn("behind", "never"), "the second hop is used");
			assertEquals("SSH to behind failed on the way: SSH to down failed on the way: 127.0.0.1:" + downPort
					+ " cannot be reached from ovvi-test, its ProxyJump host (channel is not opened.)", secondHop.getMessage());
			config.appending(down + behind.formatted("down"));
			SshException jumpDown = assertThrows(SshException.class, () -> runOn("behind", "never"));
			assertTrue(jumpDown.getMessage().contains("down cannot be reached"), jumpDown.getMessage());
		}
	}

	@Test
	void herdrsLookupOnAHostThatIsDownGivesSshsReasonNotAMissingHerdr() throws Exception {
		try (var config = SSHD.config().appending("Host down\n  HostName 127.0.0.1\n  Port " + Sshd.freePort() + "\n")) {
			RemoteExec down = new RemoteExec(new SshConnection("down", SshdSettings.of(SSHD), HostKeyTrust.REFUSE));
			SshException reason = assertThrows(SshException.class, down::herdr);
			assertEquals(SshException.Reason.UNREACHABLE, reason.reason());
			assertTrue(reason.getMessage().startsWith("down cannot be reached over SSH (Connection refused)"), reason.getMessage());

			HerdrUnreachable listing = assertThrows(HerdrUnreachable.class, () -> new HerdrSession(down, "default").argv("session", "list"));
			assertEquals(HerdrUnreachable.Why.MACHINE, listing.why());
			assertEquals(reason.getMessage(), listing.getMessage());
		}
	}

	@Test
	void herdrsLookupWithARefusedKeyGivesSshsReasonNotAMissingHerdr() throws Exception {
		Path wrong = SSHD.localHome().resolve("refused_key");
		new ProcessBuilder("ssh-keygen", "-q", "-t", "ed25519", "-N", "", "-f", wrong.toString()).start().waitFor();
		try (var config = SSHD.config().replacing(SSHD.userKey().toString(), wrong.toString())) {
			RemoteExec refused = new RemoteExec(new SshConnection(Sshd.ALIAS, SshdSettings.of(SSHD), HostKeyTrust.REFUSE));
			SshException reason = assertThrows(SshException.class, refused::herdr);
			assertEquals(SshException.Reason.AUTHENTICATION, reason.reason());
			assertTrue(reason.getMessage().startsWith(Sshd.ALIAS + " refused the SSH login"), reason.getMessage());
			HerdrUnreachable call = assertThrows(HerdrUnreachable.class, () -> new HerdrSession(refused, "default").call("ping", null));
			assertEquals(reason.getMessage(), call.getMessage());
		}
	}

	@Test
	void herdrsLookupWithARefusedHostKeyGivesSshsReason() throws Exception {
		SSHD.trustOtherHostKey();
		try {
			RemoteExec refused = new RemoteExec(new SshConnection(Sshd.ALIAS, SshdSettings.of(SSHD), HostKeyTrust.REFUSE));
			SshException reason = assertThrows(SshException.class, refused::herdr);
			assertEquals(SshException.Reason.HOST_KEY, reason.reason());
			assertTrue(reason.getMessage().contains("CHANGED"), reason.getMessage());
		} finally {
			SSHD.trustHostKey();
		}
	}

	private static String runOn(String target, String word) throws Exception {
		return new RemoteExec(new SshConnection(target, SshdSettings.of(SSHD), HostKeyTrust.REFUSE)).run(List.of("echo", word)).readLine();
	}

	@Test
	void aPortWhereNothingListensOnTheHostSaysTheHostsReason() throws Exception {
		int closed;
		try (java.net.ServerSocket once = new java.net.ServerSocket(0, 1, java.net.InetAddress.getLoopbackAddress())) {
			closed = once.getLocalPort();
		}
		RemoteExec exec = connect();
		ExecException refused = assertThrows(ExecException.class, () -> exec.localPortTo(closed));
		assertEquals(Sshd.ALIAS + " refused the connection to its localhost:" + closed + ": nothing listens there", refused.getMessage());
		assertEquals("ok", exec.run(List.of("echo", "ok")).readLine(), "the connection stays usable");
	}
}
