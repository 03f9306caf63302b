package ovvi.herdr.ssh;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

import ovvi.herdr.testing.SshdSettings;
import ovvi.testing.Sshd;

/** The user's SSH config as OpenSSH's ssh -G resolves it, against a real sshd on 127.0.0.1. */
class EffectiveConfigTest {

	@RegisterExtension
	static final Sshd SSHD = new Sshd(true);

	private static String runOn(String target, SshSettings settings) throws Exception {
		return new RemoteExec(new SshConnection(target, settings, HostKeyTrust.REFUSE)).run(List.of("echo", "reached")).readLine();
	}

	private static String runOn(String target) throws Exception {
		return runOn(target, SshdSettings.of(SSHD));
	}

	private String host(String alias, String... options) {
		return "Host " + alias + "\n  HostName 127.0.0.1\n  Port " + SSHD.port() + "\n  IdentityFile " + SSHD.userKey() + "\n"
				+ String.join("", List.of(options).stream().map(option -> "  " + option + "\n").toList());
	}

	@Test
	void theSshClientIsFoundAndUsed() {
		assertTrue(SshdSettings.of(SSHD).sshClient() != null, "these tests need OpenSSH's client (Debian's openssh-client)");
	}

	@Test
	void aProxyCommandCarriesTheConnection() throws Exception {
		// nc, and ssh -W through the sshd itself as a bastion, each with its tokens expanded as ssh expands them
		String knownHosts = "Host *\n  UserKnownHostsFile " + SSHD.localHome().resolve(".ssh/known_hosts") + "\n";
		String config = SSHD.localHome().resolve(".ssh/config").toString();
		try (var change = SSHD.config().appending(host("via-nc", "ProxyCommand nc %h %p")
				+ host("via-bastion", "ProxyCommand ssh -F " + config + " -o BatchMode=yes -W %h:%p " + Sshd.ALIAS) + knownHosts)) {
			assertEquals("reached", runOn("via-nc"));
			assertEquals("reached", runOn("via-bastion"));
		}
	}

	@Test
	void aProxyCommandThatExitsAtOnceSaysWhatItWroteToStderr() throws Exception {
		try (var change = SSHD.config().appending(host("refused", "ProxyCommand sh -c 'echo \"bastion: no route to %h\" >&2; exit 3'"))) {
			SshException failed = assertThrows(SshException.class, () -> runOn("refused"));
			assertEquals(SshException.Reason.UNREACHABLE, failed.reason());
			assertTrue(failed.getMessage().contains("ended (exit 3): bastion: no route to 127.0.0.1"), failed.getMessage());
		}
	}

	@Test
	void includeAndMatchHostAreResolvedAsOpenSshDoes() throws Exception {
		Path included = SSHD.localHome().resolve(".ssh/included.conf");
		Files.writeString(included, "Match host matched\n  HostName 127.0.0.1\n  Port " + SSHD.port() + "\n  IdentityFile " + SSHD.userKey() + "\n");
		try (var change = SSHD.config().appending("Host *\n  Include " + included + "\n")) {
			assertEquals("reached", runOn("matched"));
			// JSch alone reads no Include: the README says what differs without OpenSSH's client
			SshException alone = assertThrows(SshException.class, () -> runOn("matched", SshdSettings.of(SSHD).withoutSshClient()));
			assertEquals(SshException.Reason.UNREACHABLE, alone.reason());
		} finally {
			Files.delete(included);
		}
	}

	@Test
	void aConfigWithASyntaxErrorGivesOpenSshsOwnMessage() throws Exception {
		try (var change = SSHD.config().appending("Host broken\n  NoSuchOption yes\n")) {
			SshException bad = assertThrows(SshException.class, () -> runOn(Sshd.ALIAS));
			assertEquals(SshException.Reason.CONFIG, bad.reason());
			assertTrue(bad.getMessage().contains("line 7: Bad configuration option: nosuchoption"), bad.getMessage());
			assertFalse(bad.getMessage().contains("Pseudo-terminal"), bad.getMessage());
		}
	}

	@Test
	void aMissingKeyFileIsNamedWithItsConfigLineInWords() throws Exception {
		for (SshSettings settings : List.of(SshdSettings.of(SSHD), SshdSettings.of(SSHD).withoutSshClient())) {
			try (var change = SSHD.config().replacing("  IdentityFile " + SSHD.userKey(), "  IdentityFile ~/.ssh/id_missing")) {
				SshException refused = assertThrows(SshException.class, () -> runOn(Sshd.ALIAS, settings));
				assertEquals(SshException.Reason.AUTHENTICATION, refused.reason());
				assertTrue(refused.getMessage().endsWith("; the key file named by IdentityFile in ~/.ssh/config (line 5) does not exist: "
						+ SSHD.localHome().resolve(".ssh/id_missing")), refused.getMessage());
				assertFalse(refused.getMessage().contains("Exception"), refused.getMessage());
			}
		}
	}

	@Test
	void tildeIsTheHomeTheConfigWasReadFrom() throws Exception {
		Path key = SSHD.localHome().resolve(".ssh/id_home");
		Files.copy(SSHD.userKey(), key);
		try (var change = SSHD.config().replacing("  IdentityFile " + SSHD.userKey(), "  IdentityFile ~/.ssh/id_home")) {
			assertEquals("reached", runOn(Sshd.ALIAS));
			assertEquals("reached", runOn(Sshd.ALIAS, SshdSettings.of(SSHD).withoutSshClient()));
		} finally {
			Files.delete(key);
		}
	}

	@Test
	void identityFileNoneOffersNoDefaultKey() throws Exception {
		Path defaultKey = SSHD.localHome().resolve(".ssh/id_ed25519");
		Files.copy(SSHD.userKey(), defaultKey);
		try (var change = SSHD.config().replacing("  IdentityFile " + SSHD.userKey(), "  IdentityFile none")) {
			SshException refused = assertThrows(SshException.class, () -> runOn(Sshd.ALIAS));
			assertEquals(SshException.Reason.AUTHENTICATION, refused.reason());
		} finally {
			Files.delete(defaultKey);
		}
		try (var change = SSHD.config().replacing("  IdentityFile " + SSHD.userKey() + "\n", "")) {
			Files.copy(SSHD.userKey(), defaultKey);
			assertEquals("reached", runOn(Sshd.ALIAS), "without IdentityFile, the default key logs in");
		} finally {
			Files.delete(defaultKey);
		}
	}

	@Test
	void aChangedConfigIsReadAgainAtTheNextConnect() throws Exception {
		try (SshHosts hosts = new SshHosts(SshdSettings.of(SSHD), HostKeyTrust.REFUSE)) {
			SshMachine machine;
			try (var change = SSHD.config().appending("Host later\n  HostName 127.0.0.1\n  Port " + Sshd.freePort() + "\n")) {
				machine = hosts.machine("later");
				assertThrows(SshException.class, () -> machine.run(List.of("true")));
			}
			try (var change = SSHD.config().appending(host("later"))) {
				assertEquals("again", machine.run(List.of("echo", "again")).readLine(), "Retry reads the config again");
			}
		}
	}

	@Test
	void hashedKnownHostsVouchForTheHostAndHashKnownHostsWritesHashed() throws Exception {
		Path knownHosts = SSHD.localHome().resolve(".ssh/known_hosts");
		Process hash = new ProcessBuilder("ssh-keygen", "-H", "-f", knownHosts.toString()).redirectErrorStream(true).start();
		hash.getInputStream().readAllBytes();
		assertEquals(0, hash.waitFor());
		try {
			assertTrue(Files.readString(knownHosts).startsWith("|1|"), Files.readString(knownHosts));
			assertEquals("reached", runOn(Sshd.ALIAS));

			SSHD.forgetHostKeys();
			try (var change = SSHD.config().appending("Host *\n  HashKnownHosts yes\n")) {
				new RemoteExec(new SshConnection(Sshd.ALIAS, SshdSettings.of(SSHD), question -> HostKeyTrust.Decision.ACCEPT_AND_REMEMBER))
						.run(List.of("true")).exit().get();
				String written = Files.readString(knownHosts);
				assertTrue(written.startsWith("|1|") && !written.contains("127.0.0.1"), written);
				assertEquals("reached", runOn(Sshd.ALIAS));
			}
		} finally {
			SSHD.trustHostKey();
			Files.deleteIfExists(Path.of(knownHosts + ".old"));
		}
	}

	@Test
	void everyUserKnownHostsFileVouchesAndANewKeyGoesToTheFirst() throws Exception {
		Path ssh = SSHD.localHome().resolve(".ssh");
		Path first = ssh.resolve("known_hosts.first");
		Path second = ssh.resolve("known_hosts.second");
		Files.move(ssh.resolve("known_hosts"), second);
		List<HostKeyQuestion> asked = new java.util.concurrent.CopyOnWriteArrayList<>();
		HostKeyTrust remembering = question -> {
			asked.add(question);
			return HostKeyTrust.Decision.ACCEPT_AND_REMEMBER;
		};
		try (var change = SSHD.config().appending("Host *\n  UserKnownHostsFile " + first + " " + second + "\n")) {
			// the second file alone holds the key: nobody is asked
			assertEquals("reached", runOn(Sshd.ALIAS));

			// a key in none of them is asked about, and remembered in the first, as ssh writes it
			Files.delete(second);
			new RemoteExec(new SshConnection(Sshd.ALIAS, SshdSettings.of(SSHD), remembering)).run(List.of("true")).exit().get();
			assertEquals(1, asked.size());
			assertFalse(asked.getFirst().changed());
			assertTrue(Files.readString(first).contains(Files.readString(SSHD.hostPublicKey()).split(" ")[1]), Files.readString(first));
			assertFalse(Files.exists(second), "the second file is only read");

			// another key for the host in the second file is a changed key, though the first holds none
			Files.delete(first);
			SSHD.trustOtherHostKey();
			Files.move(ssh.resolve("known_hosts"), second);
			asked.clear();
			SshException refused = assertThrows(SshException.class, () -> new RemoteExec(new SshConnection(Sshd.ALIAS,
					SshdSettings.of(SSHD), question -> {
						asked.add(question);
						return HostKeyTrust.Decision.REFUSE;
					})).run(List.of("true")));
			assertEquals(SshException.Reason.HOST_KEY, refused.reason());
			assertTrue(asked.getFirst().changed(), asked.toString());
		} finally {
			Files.deleteIfExists(first);
			Files.deleteIfExists(second);
			SSHD.trustHostKey();
		}
	}

	@Test
	void hostKeyAliasNamesTheHostInKnownHosts() throws Exception {
		Path knownHosts = SSHD.localHome().resolve(".ssh/known_hosts");
		Files.writeString(knownHosts, Files.readString(knownHosts).replace("[127.0.0.1]:" + SSHD.port(), "bastion-alias"));
		try (var change = SSHD.config().appending(host("aliased", "HostKeyAlias bastion-alias"))) {
			assertEquals("reached", runOn("aliased"));
			SshException unknown = assertThrows(SshException.class, () -> runOn(Sshd.ALIAS), "known_hosts has the alias only");
			assertEquals(SshException.Reason.HOST_KEY, unknown.reason());
		} finally {
			SSHD.trustHostKey();
		}
	}

	@Test
	void aSettingJschCannotHonourIsNamedInOneLineWhenTheLoginFails() throws Exception {
		try (var change = SSHD.config().replacing("  IdentityFile " + SSHD.userKey(), "  IdentityFile none\n  GSSAPIAuthentication yes")) {
			SshException refused = assertThrows(SshException.class, () -> runOn(Sshd.ALIAS));
			assertEquals(SshException.Reason.AUTHENTICATION, refused.reason());
			assertTrue(refused.getMessage().endsWith(". Your SSH config asks for what Ovvi cannot do: GSSAPIAuthentication yes:"
					+ " Ovvi's SSH (JSch) does not log in with Kerberos tickets"), refused.getMessage());
		}
	}

	@Test
	void strictHostKeyCheckingNoStillAsksAboutAnUnknownKey() throws Exception {
		SSHD.forgetHostKeys();
		try (var change = SSHD.config().appending("Host *\n  StrictHostKeyChecking no\n")) {
			SshException refused = assertThrows(SshException.class, () -> runOn(Sshd.ALIAS));
			assertEquals(SshException.Reason.HOST_KEY, refused.reason());
		} finally {
			SSHD.trustHostKey();
		}
	}
}
