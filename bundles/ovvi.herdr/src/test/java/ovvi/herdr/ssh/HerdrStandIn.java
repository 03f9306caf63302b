package ovvi.herdr.ssh;

import java.nio.file.Path;

import ovvi.testing.Sshd;
import ovvi.testing.TempHome;

/** A herdr stand-in on the test sshd's host: its session list names one socket, and it counts its runs in {@code ~/herdr-runs}. */
final class HerdrStandIn {

	private HerdrStandIn() {
	}

	/** Installs it in the host's {@code ~/.local/bin}; the socket its session "work" lists. */
	static Path listing(Sshd sshd, boolean running, String socketName) throws Exception {
		Path home = sshd.remoteHome();
		Path socket = home.resolve(socketName);
		TempHome.writeScript(home.resolve(".local/bin/herdr"), """
				#!/bin/sh
				echo "$*" >> "$HOME/herdr-runs"
				printf '{"sessions":[{"name":"work","default":false,"running":%s,"socket_path":"%s"}]}\\n'
				""".formatted(running, socket));
		return socket;
	}
}
