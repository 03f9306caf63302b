package ovvi.herdr.ssh;

import java.io.IOException;

import ovvi.herdr.exec.ApiConnection;
import ovvi.herdr.exec.ExecException;
import ovvi.herdr.exec.Run;
import ovvi.herdr.exec.RunKind;
import ovvi.herdr.exec.SocketOpener;

/** A machine reached over Ovvi's own SSH (JSch): every run is one exec channel on the host's connection. */
public final class RemoteExec extends EnvelopeExec {

	private final SshConnection connection;
	private final SocketOpener sockets = new SocketOpener() {
		@Override
		public ApiConnection open(String socketPath) throws IOException {
			return connection.openSocket(socketPath);
		}

		@Override
		public long generation() {
			return connection.generation();
		}
	};

	public RemoteExec(SshConnection connection) {
		this.connection = connection;
	}

	@Override
	protected Run start(RunKind kind, String commandLine) throws ExecException {
		ChannelRun run = new ChannelRun(kind);
		run.started(connection.exec(commandLine));
		return run;
	}

	@Override
	public SocketOpener sockets() {
		return sockets;
	}

	@Override
	public int localPortTo(int port) throws ExecException {
		return connection.localPortTo(port);
	}

	@Override
	public String target() {
		return connection.target();
	}

	@Override
	boolean inUse() {
		return connection.inUse();
	}

	@Override
	public void close() {
		connection.close();
	}
}
