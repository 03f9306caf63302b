package ovvi.herdr.ssh;

import java.io.InputStream;
import java.io.OutputStream;

import com.jcraft.jsch.ChannelExec;

/** A started exec channel, its streams, and what to call once it has closed (its connection's slot is free). */
record ExecChannel(ChannelExec channel, InputStream stdout, InputStream stderr, OutputStream stdin, Runnable closed) {
}
