package ovvi.herdr.ssh;

import java.io.InputStream;
import java.io.OutputStream;
import java.net.Socket;

import com.jcraft.jsch.ChannelDirectTCPIP;
import com.jcraft.jsch.JSchException;
import com.jcraft.jsch.Proxy;
import com.jcraft.jsch.SocketFactory;

/** ProxyJump, which JSch lacks: the connection to the target runs in a direct-tcpip channel of the jump host's. */
final class JumpProxy implements Proxy {

	private final SshConnection jump;
	private ChannelDirectTCPIP channel;
	private InputStream in;
	private OutputStream out;

	JumpProxy(SshConnection jump) {
		this.jump = jump;
	}

	@Override
	public void connect(SocketFactory socketFactory, String host, int port, int timeout) throws Exception {
		channel = (ChannelDirectTCPIP) jump.session().openChannel("direct-tcpip");
		channel.setHost(host);
		channel.setPort(port);
		in = channel.getInputStream();
		out = channel.getOutputStream();
		try {
			channel.connect(timeout);
		} catch (JSchException e) {
			channel.disconnect();
			throw new SshException(SshException.Reason.UNREACHABLE, host + ":" + port + " cannot be reached from "
					+ jump.target() + ", its ProxyJump host (" + e.getMessage() + ")", null, e);
		}
	}

	@Override
	public InputStream getInputStream() {
		return in;
	}

	@Override
	public OutputStream getOutputStream() {
		return out;
	}

	@Override
	public Socket getSocket() {
		return null;
	}

	@Override
	public void close() {
		if (channel != null) {
			channel.disconnect();
		}
	}
}
